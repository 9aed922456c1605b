import { isActiveMember } from '../../../domain/membership.ts';
import { formatPence, type Pence } from '../../../domain/money.ts';
import { type AmendedLine, amendCutoff, amendRefusal } from '../../../domain/order-amendment.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, ConflictError } from '../../errors.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import {
  type ClosedSession,
  closeOpenOrderSessions,
  storeOpenSession,
} from '../../payments/payment-sessions.repository.ts';
import { expireAtProvider, type Logger, PAYMENT_SESSION_HOURS } from '../../payments/payment-sessions.ts';
import { assertDeliveryChoiceOpen, readDeliverySettings } from '../delivery/delivery.public.ts';
import { lockOrders } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  lockOrderAsRead,
  ORDER_CHANGED_MEANWHILE,
  type WrittenAmendment,
  writeAmendment,
} from './amend-order-write.ts';
import {
  findAmendmentPaymentBySession,
  findCustomerRow,
  insertAmendmentPayment,
  replaceAwaitingAmendments,
  settleAmendmentPayment,
} from './amendment-payments.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import { findProductsForOrder } from './orders.repository.ts';
import { PRODUCT_NO_LONGER_AVAILABLE } from './place-order.service.ts';

/**
 * A change of a paid card order that costs more (decision 0189): kept as the server checked and
 * priced it, and made only when the difference is paid.
 */
export type PendingChange = {
  lines: AmendedLine[];
  totals: OrderTotals;
  deliveryDay: string;
  slot: string | null;
  /** The new day and slot in words, or null when they stay. */
  slotChange: string | null;
};

/** The change is no longer possible as it was paid for; the payment is refunded (`message` says why). */
export class ChangeNoLongerApplies extends Error {}

/** The customer's words for a difference paid by card, in the change's mail. */
export function paidDifferenceText(differencePence: Pence): string {
  return `You paid the difference of ${formatPence(differencePence)} by card.`;
}

/**
 * Opens the payment page for a change's difference and keeps the change with it, applying to the
 * order only as it was read (its revision and states, checked under its row lock). A page still
 * open for an earlier change of the order is closed: one change waits at a time, the latest. The
 * order itself does not change. Answers the page the customer goes to.
 */
export async function openAmendmentPayment(
  deps: { db: Db; clock: Clock; provider: PaymentProvider; appUrl: string; log?: Logger },
  read: { order: OrderRow; user: UserRow; change: PendingChange; differencePence: Pence },
): Promise<string> {
  const { db, provider } = deps;
  const { order, user } = read;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_HOURS * 3600_000);
  const orderPage = `${deps.appUrl}/customer-dashboard/orders/details/${encodeURIComponent(order.order_id)}`;
  const request = {
    kind: 'amendment' as const,
    orderRowId: order.id,
    userId: user.id,
    amountPence: read.differencePence,
    successUrl: orderPage,
    cancelUrl: orderPage,
  };
  const session = await provider.createCheckoutSession({
    ...request,
    description: `Change to W1 Wholesale order ${order.order_id}`,
    customerEmail: user.email,
    reference: order.order_id,
    expiresAt,
  });
  let closed: ClosedSession[] = [];
  try {
    closed = await db.transaction().execute(async (trx) => {
      await lockOrderAsRead(trx, order);
      const earlier = await closeOpenOrderSessions(trx, [order.id]);
      await replaceAwaitingAmendments(trx, order.id, now.toISOString());
      await storeOpenSession(trx, request, session, provider.name, now, expiresAt);
      await insertAmendmentPayment(trx, {
        order_id: order.id,
        user_id: user.id,
        session_id: session.id,
        order_revision: order.revision,
        difference_pence: read.differencePence,
        change: JSON.stringify(read.change),
        created_at: now.toISOString(),
      });
      return earlier;
    });
  } catch (error) {
    await expireAtProvider(provider, [{ id: session.id, provider: provider.name }], deps.log);
    // Another change of the order opened its page at the same moment: this one lost.
    if (isUniqueViolation(error)) throw new ConflictError(ORDER_CHANGED_MEANWHILE);
    throw error;
  }
  await expireAtProvider(provider, closed, deps.log);
  return session.url;
}

/**
 * The payment of a change's difference has arrived (the session claimed, in the event's
 * transaction): the change is checked again as at the start — the order still paid and as it was
 * when the change was asked (its revision), not being prepared, before its cut-off, the products
 * still sold, the new slot still open — and written exactly as a change is (writeAmendment: stock,
 * the slot's place, the invoice replaced, history, mail). Anything refused throws
 * ChangeNoLongerApplies; the caller rolls this transaction back and refunds the payment in another.
 */
export async function applyPaidAmendment(
  trx: Db,
  deps: { mailer: Mailer; config: InvoiceSellerConfig },
  session: { id: string; amount_pence: number },
  now: Date,
): Promise<WrittenAmendment> {
  const waiting = await findAmendmentPaymentBySession(trx, session.id);
  if (waiting?.status !== 'awaiting') throw new ChangeNoLongerApplies(ORDER_CHANGED_MEANWHILE);
  const [order] = await lockOrders(trx, [waiting.order_id]);
  if (!order || order.revision !== waiting.order_revision || order.payment_status !== 'paid') {
    throw new ChangeNoLongerApplies(ORDER_CHANGED_MEANWHILE);
  }
  const settings = await readDeliverySettings(trx, { from: order.delivery_day, to: order.delivery_day });
  const refusal = amendRefusal(order, amendCutoff(order, settings), now);
  if (refusal) throw new ChangeNoLongerApplies(refusal);
  const user = await findCustomerRow(trx, order.user_id);
  if (!user) throw new ChangeNoLongerApplies(ORDER_CHANGED_MEANWHILE);

  const change = JSON.parse(waiting.change) as PendingChange;
  const products = await findProductsForOrder(
    trx,
    change.lines.map((line) => line.productId),
  );
  const sold = new Set(products.map((product) => product.id));
  if (change.lines.some((line) => line.origin === 'added' && !sold.has(line.productId))) {
    throw new ChangeNoLongerApplies(PRODUCT_NO_LONGER_AVAILABLE);
  }
  try {
    if (change.slotChange) {
      await assertDeliveryChoiceOpen(
        trx,
        { deliveryDay: change.deliveryDay, deliveryTime: change.slot ?? undefined },
        now,
        isActiveMember(user, now),
      );
    }
    const written = await writeAmendment(
      { trx, now, mailer: deps.mailer, config: deps.config },
      {
        order,
        user,
        lines: change.lines,
        totals: change.totals,
        money: { kind: 'pay', differencePence: waiting.difference_pence },
        deliveryDay: change.deliveryDay,
        slot: change.slot,
        slotChange: change.slotChange,
        countedProductIds: new Set(
          products.filter((product) => product.stock !== null).map((product) => product.id),
        ),
        settlement: paidDifferenceText(session.amount_pence),
      },
    );
    await settleAmendmentPayment(trx, waiting.id, 'applied', now.toISOString());
    return written;
  } catch (error) {
    // A refusal (stock gone, slot full or closed): the change cannot be made as it was paid for.
    if (error instanceof AppError) throw new ChangeNoLongerApplies(error.message);
    throw error;
  }
}

/** After a payment that could not be applied is refunded: the change is kept as refunded, not waiting. */
export async function refuseAmendmentPayment(trx: Db, sessionId: string, nowIso: string): Promise<void> {
  const waiting = await findAmendmentPaymentBySession(trx, sessionId);
  if (waiting) await settleAmendmentPayment(trx, waiting.id, 'refunded', nowIso);
}
