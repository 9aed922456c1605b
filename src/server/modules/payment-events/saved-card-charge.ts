import type { Db } from '../../db/database.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import { findSavedCard } from '../../payments/saved-cards.repository.ts';
import { amountToPayPence } from '../account-ledger/account-ledger.public.ts';
import type { PaymentEventDeps } from './payment-event-result.ts';
import { lockOrderRow } from './payment-events.repository.ts';
import { processPaymentEvent } from './process-payment-event.ts';
import { claimSavedCardCharge, findOrderToCharge } from './saved-card-charges.repository.ts';

/**
 * What became of charging an order to its venue's saved card: `paid` (the order is paid), `refunded`
 * (the money came after the order could no longer take it, e.g. cancelled meanwhile, and is handed
 * back), `declined` (by the bank, or the bank wants the cardholder; `unreachable` when the provider
 * could not be asked) with the order still awaiting payment, `no-card` (the venue has none saved),
 * or `not-charged` (not a card order awaiting payment, or charged already by another caller).
 */
export type SavedCardChargeOutcome =
  | { outcome: 'paid' | 'refunded' | 'no-card' | 'not-charged' }
  | {
      outcome: 'declined';
      code: 'card_declined' | 'authentication_required' | 'unreachable';
      message: string;
    };

export type SavedCardChargeDeps = PaymentEventDeps & { appUrl: string };

/** The session of an order's saved-card charge: one per order, so the order is charged at most once. */
export const savedCardSessionId = (orderRowId: number) => `saved_card_order_${orderRowId}`;

/** The order's page in the venue's account, where it can pay an order awaiting payment. */
export const orderPageUrl = (appUrl: string, orderNumber: string) =>
  `${appUrl}/customer-dashboard/orders/details/${encodeURIComponent(orderNumber)}`;

type Claimed = {
  sessionId: string;
  amountPence: number;
  orderNumber: string;
  card: { customerId: string; paymentMethodId: string };
};

/** Claims the charge in one transaction under the order's row lock, or says why there is none. */
async function claim(
  db: Db,
  deps: SavedCardChargeDeps,
  orderRowId: number,
  now: Date,
): Promise<Claimed | 'no-card' | 'not-charged'> {
  const provider = deps.provider;
  if (!provider) return 'not-charged';
  return db.transaction().execute(async (trx) => {
    await lockOrderRow(trx, orderRowId);
    const order = await findOrderToCharge(trx, orderRowId);
    if (
      !order ||
      order.user_id === null ||
      order.payment_method !== 'card' ||
      order.payment_status === 'paid' ||
      order.status === 'cancelled'
    ) {
      return 'not-charged';
    }
    const card = await findSavedCard(trx, order.user_id);
    if (!card || card.provider !== provider.name) return 'no-card';
    const amountPence = await amountToPayPence(trx, order);
    const sessionId = savedCardSessionId(orderRowId);
    const claimed = await claimSavedCardCharge(trx, {
      sessionId,
      orderRowId,
      userId: order.user_id,
      amountPence,
      provider: provider.name,
      orderPageUrl: orderPageUrl(deps.appUrl, order.order_id),
      nowIso: now.toISOString(),
    });
    if (!claimed) return 'not-charged';
    return {
      sessionId,
      amountPence,
      orderNumber: order.order_id,
      card: { customerId: card.customer_id, paymentMethodId: card.payment_method_id },
    };
  });
}

/**
 * Charges a card order awaiting payment to its venue's saved card with no one present (a standing
 * order's delivery, decision 0195). The charge is claimed first (its session, keyed by the order,
 * stored once), so a retry or a second process never charges twice; the provider is asked with an
 * idempotency key of that session, so a request repeated after a lost answer is one charge too.
 * The payment is then applied as a payment page's is, by the same event path (processPaymentEvent):
 * the order's 'pay' move, or a refund when the order can no longer take it.
 */
export async function chargeSavedCard(
  deps: SavedCardChargeDeps,
  orderRowId: number,
): Promise<SavedCardChargeOutcome> {
  const claimed = await claim(deps.db, deps, orderRowId, deps.clock.now());
  if (typeof claimed === 'string' || !deps.provider) {
    return { outcome: typeof claimed === 'string' ? claimed : 'not-charged' };
  }
  let charged: Awaited<ReturnType<NonNullable<typeof deps.provider>['chargeSavedCard']>>;
  try {
    charged = await deps.provider.chargeSavedCard({
      ...claimed.card,
      amountPence: claimed.amountPence,
      description: `W1 Wholesale order ${claimed.orderNumber}`,
      reference: claimed.orderNumber,
      sessionId: claimed.sessionId,
      idempotencyKey: claimed.sessionId,
    });
  } catch (error) {
    // Whether the provider took the money is unknown: should it have, its own event (Stripe's
    // payment_intent.succeeded names this session) applies it, or refunds it if the venue paid meanwhile.
    const failure = error instanceof Error ? error.message : String(error);
    deps.log?.error({ orderRowId, failure }, 'saved card not charged');
    return { outcome: 'declined', code: 'unreachable', message: 'The card provider could not be reached.' };
  }
  if (charged.status === 'declined') {
    return { outcome: 'declined', code: charged.code, message: charged.message };
  }
  const event: PaymentEvent = {
    id: `${claimed.sessionId}:charged`,
    type: 'session.completed',
    providerType: 'saved_card.charged',
    sessionId: claimed.sessionId,
    paymentReference: charged.paymentReference,
    payload: JSON.stringify({ session: claimed.sessionId, payment: charged.paymentReference }),
  };
  const applied = await processPaymentEvent(deps, event);
  return { outcome: applied === 'refunded' ? 'refunded' : 'paid' };
}
