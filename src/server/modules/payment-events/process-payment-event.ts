import { orderMailRecipient } from '../../../domain/order-mail-recipient.ts';
import type { RefundReason } from '../../../domain/refunds.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import {
  expireOpenSession,
  findPaymentSession,
  type PaymentSessionRow,
} from '../../payments/payment-sessions.repository.ts';
import { expireAtProvider } from '../../payments/payment-sessions.ts';
import { recordRefund, sendRefunds } from '../../payments/refunds.ts';
import { replaceSavedCard } from '../../payments/saved-cards.repository.ts';
import { amountToPayPence } from '../account-ledger/account-ledger.public.ts';
import { findAccountContact } from '../auth/auth.public.ts';
import { startMembership } from '../membership/membership.public.ts';
import { applyOrderMove } from '../order-lifecycle/order-lifecycle.public.ts';
import {
  applyPaidAmendment,
  ChangeNoLongerApplies,
  refuseAmendmentPayment,
} from '../orders/orders.public.ts';
import type { EventResult, PaymentEventDeps, PaymentEventOutcome } from './payment-event-result.ts';
import {
  claimPaymentSession,
  findOrderByRowId,
  lockOrderRow,
  storeNewPaymentEvent,
} from './payment-events.repository.ts';
import { subscriptionEvent } from './subscription-events.ts';

/**
 * Marks the session's order paid, in the caller's transaction, by the lifecycle's 'pay' move (one
 * conditional update), so of two racing payments for one order exactly one finds it unpaid. That one
 * records the session that paid, releases a pay-later order's credit, numbers the invoice (a card
 * order's tax point is its payment) and stores the receipt with the invoice attached. A payment the
 * order cannot take (cancelled, paid already, another amount) is refunded.
 */
async function payOrder(
  trx: Db,
  deps: PaymentEventDeps,
  session: PaymentSessionRow,
  event: PaymentEvent,
  now: Date,
): Promise<EventResult> {
  const orderRowId = session.order_id ?? 0;
  const order = await findOrderByRowId(trx, orderRowId);
  // A pay-later invoice credited since its page was opened owes less than the page took.
  const paid =
    order && (await amountToPayPence(trx, order)) === session.amount_pence
      ? await applyOrderMove(
          { trx, now, mailer: deps.mailer, config: deps.config },
          order,
          'pay',
          { actor: 'shop', userId: null },
          { paidSessionId: session.id },
        )
      : undefined;
  if (!order || !paid?.moved) {
    // Read again: a racing cancel or payment that just committed says why this one cannot apply.
    const current = order ? await findOrderByRowId(trx, order.id) : undefined;
    const reason: RefundReason =
      current?.status === 'cancelled'
        ? 'order-cancelled'
        : current?.payment_status === 'paid'
          ? 'already-paid'
          : 'not-payable';
    return refund(trx, deps, session, event, reason, now, {
      email: orderMailRecipient(
        { email: current?.email ?? null },
        current?.email ? null : await recipientOf(trx, session.user_id),
      ),
      name: current?.customer_name ?? null,
      what: current ? `order ${current.order_id}` : 'an order',
    });
  }
  // The move closed any other page still open for it (made while this one was being paid) and
  // stored the customer's receipt: the order confirmation with its invoice.
  return { outcome: 'order-paid', mails: paid.mails, closed: paid.closed };
}

/**
 * The difference of a change of a paid order (decision 0189), in the event's transaction: the change
 * is made (applyPaidAmendment) unless `refusal` says it could not be, in which case (this transaction
 * starting again after the attempt rolled back) the payment is refunded, staff see the refund like any
 * other and the customer is mailed why.
 */
async function payAmendment(
  trx: Db,
  deps: PaymentEventDeps,
  session: PaymentSessionRow,
  event: PaymentEvent,
  now: Date,
  refusal: string | null,
): Promise<EventResult> {
  if (refusal === null) {
    const written = await applyPaidAmendment(trx, deps, session, now);
    return { outcome: 'order-changed', mails: [written.mail], closed: written.closed };
  }
  await refuseAmendmentPayment(trx, session.id, now.toISOString());
  const order = session.order_id !== null ? await findOrderByRowId(trx, session.order_id) : undefined;
  return refund(trx, deps, session, event, 'change-not-applied', now, {
    email: orderMailRecipient(
      { email: order?.email ?? null },
      order?.email ? null : await recipientOf(trx, session.user_id),
    ),
    name: order?.customer_name ?? null,
    what: order ? `the change to order ${order.order_id}` : 'a change to an order',
  });
}

/** Writes the refund of this session's payment and the customer's mail, in the event's transaction. */
async function refund(
  trx: Db,
  deps: PaymentEventDeps,
  session: PaymentSessionRow,
  event: PaymentEvent,
  reason: RefundReason,
  now: Date,
  to: { email: string | null; name: string | null; what: string },
): Promise<EventResult> {
  const recorded = await recordRefund(
    trx,
    deps,
    { session, event, reason, recipient: { email: to.email, name: to.name }, what: to.what },
    now,
  );
  if (!recorded) return { outcome: 'already-processed' };
  return { outcome: 'refunded', mails: recorded.mail ? [recorded.mail] : [], refunds: [recorded.due] };
}

async function recipientOf(trx: Db, userId: number | null): Promise<string | null> {
  const user = await findAccountContact(trx, userId);
  return user?.email ?? null;
}

/**
 * Acts on a verified provider event exactly once. The event's id is stored in the same transaction
 * as its effect, so a repeat (the provider retrying, or a replay) finds it and changes nothing; an
 * out-of-order event changes nothing either, because every change is conditional on the state it
 * moves from (an expired event cannot reopen or expire a paid session).
 *
 * A session's payment is acted on once, whatever number of events report it (Stripe sends both
 * completed and async_payment_succeeded): the first claims the session by a conditional update and
 * the rest find it claimed. The claimant applies the payment, or, when its order or membership can
 * no longer take it, records a refund; the provider is asked for the refund after commit.
 */
export async function processPaymentEvent(
  deps: PaymentEventDeps,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const now = deps.clock.now();
  const act = (changeRefusal: string | null) =>
    deps.db.transaction().execute((trx) => actOnEvent(trx, deps, event, now, changeRefusal));
  let result: EventResult;
  try {
    result = await act(null);
  } catch (error) {
    // A change's payment that can no longer be made: its attempt rolled back whole; refund it.
    if (!(error instanceof ChangeNoLongerApplies)) throw error;
    result = await act(error.message);
  }
  if (result.closed?.length) await expireAtProvider(deps.provider, result.closed);
  if (result.refunds?.length) await sendRefunds(deps, result.refunds);
  if (result.stopRenewing) await stopRenewing(deps, result.stopRenewing);
  for (const card of result.forgetCards ?? []) await forgetSavedCard(deps, card);
  for (const mail of result.mails ?? []) await deps.mailer.deliver(mail);
  return result.outcome;
}

/** The event's effect in its one transaction; `changeRefusal` says a change's payment is to be refunded. */
async function actOnEvent(
  trx: Db,
  deps: PaymentEventDeps,
  event: PaymentEvent,
  now: Date,
  changeRefusal: string | null,
): Promise<EventResult> {
  const nowIso = now.toISOString();
  if (!(await storeNewPaymentEvent(trx, event, nowIso))) return { outcome: 'already-processed' };
  if (event.type === 'ignored') return { outcome: 'ignored' };
  if (event.type === 'subscription.paid' || event.type === 'subscription.ended') {
    return subscriptionEvent(trx, deps, event, now);
  }

  const session = event.sessionId ? await findPaymentSession(trx, event.sessionId) : undefined;
  if (!session) return { outcome: 'unknown-session' };

  if (event.type === 'session.expired') {
    await expireOpenSession(trx, session.id);
    return { outcome: 'session-expired' };
  }

  // Every writer takes the order's row before its sessions' (cancel, recorded payment, checkout),
  // so two payments for one order queue here rather than deadlock.
  if (session.kind !== 'subscription' && session.order_id !== null) await lockOrderRow(trx, session.order_id);
  if (!(await claimPaymentSession(trx, session.id, nowIso, event.paymentReference ?? null))) {
    return { outcome: 'already-processed' };
  }

  if (event.type === 'card.saved') {
    if (session.kind !== 'card_setup' || session.user_id === null || !event.savedCard) {
      return { outcome: 'ignored' };
    }
    const replaced = await replaceSavedCard(
      trx,
      session.user_id,
      session.provider ?? 'builtin',
      event.savedCard,
      nowIso,
    );
    return { outcome: 'card-saved', ...(replaced ? { forgetCards: [replaced] } : {}) };
  }

  if (session.kind === 'subscription' && session.user_id !== null) {
    const started = await startMembership(
      trx,
      deps,
      {
        userId: session.user_id,
        provider: session.provider ?? 'builtin',
        providerSubscriptionId: event.providerSubscriptionId ?? null,
        // The built-in provider's checkout is the first month's charge; Stripe sends its own invoice.
        firstPaymentId: session.provider === 'stripe' ? null : `builtin:${session.id}`,
      },
      now,
    );
    if (started !== 'already-member') return { outcome: 'membership-started', mails: started };
    const member = await findAccountContact(trx, session.user_id);
    const refunded = await refund(trx, deps, session, event, 'already-member', now, {
      email: member?.email ?? null,
      name: member?.name ?? null,
      what: 'your W1 Wholesale membership',
    });
    return event.providerSubscriptionId
      ? { ...refunded, stopRenewing: event.providerSubscriptionId }
      : refunded;
  }
  if (session.order_id === null) return { outcome: 'ignored' };
  if (session.kind === 'amendment') return payAmendment(trx, deps, session, event, now, changeRefusal);
  if (session.kind !== 'order') return { outcome: 'ignored' };
  return payOrder(trx, deps, session, event, now);
}

/** After commit, best effort: a card the venue replaced is of no more use at the provider. */
export async function forgetSavedCard(
  deps: Pick<PaymentEventDeps, 'provider' | 'log'>,
  card: { provider: string; customer_id: string; payment_method_id: string },
): Promise<void> {
  if (!deps.provider || deps.provider.name !== card.provider) return;
  try {
    await deps.provider.forgetSavedCard({
      customerId: card.customer_id,
      paymentMethodId: card.payment_method_id,
    });
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    deps.log?.error({ paymentMethodId: card.payment_method_id, failure }, 'saved card not forgotten');
  }
}

/** After commit: a provider-run subscription whose first payment was refunded must not charge again. */
async function stopRenewing(deps: PaymentEventDeps, providerSubscriptionId: string): Promise<void> {
  try {
    await deps.provider?.cancelAtPeriodEnd?.(providerSubscriptionId);
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    deps.log?.error({ providerSubscriptionId, failure }, 'duplicate subscription not stopped');
  }
}
