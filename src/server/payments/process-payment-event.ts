import { statusAfterPayment } from '../../domain/order-process.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { assignInvoiceNumber } from '../invoices/invoice-number.ts';
import { type InvoiceSellerConfig, orderInvoiceAttachment } from '../invoices/order-invoice.ts';
import type { Mailer, PendingMail } from '../mail/mailer.ts';
import {
  endMembership,
  recordMembershipPayment,
  startMembership,
} from '../modules/membership/membership-billing.ts';
import { orderConfirmationMail } from '../modules/orders/order-mails.ts';
import type { PaymentEvent } from './payment-provider.ts';

export type PaymentEventDeps = { db: Db; clock: Clock; mailer: Mailer; config: InvoiceSellerConfig };

/** What became of an event: the webhook answers 200 for each, so the provider stops sending it. */
export type PaymentEventOutcome =
  | 'order-paid'
  | 'membership-started'
  | 'membership-renewed'
  | 'membership-ended'
  | 'already-processed'
  | 'unknown-session'
  | 'not-payable'
  | 'session-expired'
  | 'ignored';

/**
 * Marks the session's order paid, in the caller's transaction: the order moves as the domain's
 * transition table says (pending or outstanding to processing) by one conditional update, so of two
 * racing events for one order exactly one finds it unpaid. That one releases a pay-later order's
 * credit, numbers the invoice (a card order's tax point is its payment) and stores the mail with
 * the invoice attached.
 */
async function payOrder(
  trx: Db,
  deps: PaymentEventDeps,
  orderRowId: number,
  now: Date,
): Promise<{ outcome: PaymentEventOutcome; mails?: PendingMail[] }> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderRowId).executeTakeFirst();
  const status = order ? statusAfterPayment(order) : null;
  if (!order || !status) return { outcome: 'not-payable' };
  const nowIso = now.toISOString();
  const paid = await trx
    .updateTable('orders')
    .set({ status, payment_status: 'paid', paid_at: nowIso, updated_at: nowIso })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  if (Number(paid.numUpdatedRows) === 0) return { outcome: 'not-payable' };
  if (order.payment_method === 'pay_later' && order.status === 'outstanding' && order.user_id !== null) {
    await trx
      .updateTable('users')
      .set((eb) => ({ pay_later_credit: eb('pay_later_credit', '-', order.total_pence), updated_at: nowIso }))
      .where('id', '=', order.user_id)
      .execute();
  }
  const invoiceNumber = await assignInvoiceNumber(trx, order.id, now);
  const row = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const attachments = invoiceNumber ? [await orderInvoiceAttachment(trx, row, deps.config)] : [];
  const recipient = row.email ?? (await recipientOf(trx, row.user_id));
  const mails = recipient
    ? [await deps.mailer.store(trx, orderConfirmationMail(recipient, row, items, attachments))]
    : [];
  return { outcome: 'order-paid', mails };
}

async function recipientOf(trx: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return user?.email ?? null;
}

/**
 * Acts on a verified provider event exactly once. The event's id is stored in the same transaction
 * as its effect, so a repeat (the provider retrying, or a replay) finds it and changes nothing; an
 * out-of-order event changes nothing either, because every change is conditional on the state it
 * moves from (an expired event cannot reopen or expire a paid session; a completed one for an order
 * since cancelled or paid leaves it be).
 */
export async function processPaymentEvent(
  deps: PaymentEventDeps,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const result: { outcome: PaymentEventOutcome; mails?: PendingMail[] } = await deps.db
    .transaction()
    .execute(async (trx) => {
      const stored = await trx
        .insertInto('payment_events')
        .values({ id: event.id, type: event.providerType, payload: event.payload, processed_at: nowIso })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) return { outcome: 'already-processed' as const };
      if (event.type === 'ignored') return { outcome: 'ignored' as const };
      if (event.type === 'subscription.paid' || event.type === 'subscription.ended') {
        return subscriptionEvent(trx, deps, event, now);
      }

      const session = event.sessionId
        ? await trx
            .selectFrom('payment_sessions')
            .selectAll()
            .where('id', '=', event.sessionId)
            .executeTakeFirst()
        : undefined;
      if (!session) return { outcome: 'unknown-session' as const };

      if (event.type === 'session.expired') {
        await trx
          .updateTable('payment_sessions')
          .set({ status: 'expired' })
          .where('id', '=', session.id)
          .where('status', '=', 'open')
          .execute();
        return { outcome: 'session-expired' as const };
      }

      await trx
        .updateTable('payment_sessions')
        .set({ status: 'complete' })
        .where('id', '=', session.id)
        .where('status', '!=', 'complete')
        .execute();
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
        if (started === 'already-member') return { outcome: 'not-payable' as const };
        return { outcome: 'membership-started' as const, mails: started };
      }
      if (session.kind !== 'order' || session.order_id === null) return { outcome: 'ignored' as const };
      return payOrder(trx, deps, session.order_id, now);
    });
  for (const mail of result.mails ?? []) await deps.mailer.deliver(mail);
  return result.outcome;
}

/** Stripe runs the subscription: its invoice.paid renews the month, its deletion ends the membership. */
async function subscriptionEvent(
  trx: Db,
  deps: PaymentEventDeps,
  event: PaymentEvent,
  now: Date,
): Promise<{ outcome: PaymentEventOutcome; mails?: PendingMail[] }> {
  const providerSubscriptionId = event.providerSubscriptionId;
  if (!providerSubscriptionId) return { outcome: 'ignored' };
  let subscription = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
  if (event.type === 'subscription.ended') {
    if (!subscription) return { outcome: 'ignored' };
    const mails = await endMembership(
      trx,
      deps,
      subscription.id,
      now,
      subscription.cancel_at_period_end ? 'cancelled' : 'declined',
      now,
    );
    return { outcome: 'membership-ended', mails };
  }
  const payment = event.subscriptionPayment;
  if (!payment) return { outcome: 'ignored' };
  const mails: PendingMail[] = [];
  if (!subscription) {
    // The first invoice can arrive before the checkout's own event: start the membership from it.
    if (payment.userId === null) return { outcome: 'unknown-session' };
    const started = await startMembership(
      trx,
      deps,
      {
        userId: payment.userId,
        provider: 'stripe',
        providerSubscriptionId,
        firstPaymentId: null,
        periodStart: payment.periodStart,
        periodEnd: payment.periodEnd,
      },
      now,
    );
    if (started === 'already-member') return { outcome: 'not-payable' };
    mails.push(...started);
    subscription = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', providerSubscriptionId)
      .executeTakeFirstOrThrow();
  }
  const nowIso = now.toISOString();
  await trx
    .updateTable('subscriptions')
    .set({
      current_period_start: payment.periodStart.toISOString(),
      current_period_end: payment.periodEnd.toISOString(),
      updated_at: nowIso,
    })
    .where('id', '=', subscription.id)
    .where('current_period_end', '<', payment.periodEnd.toISOString())
    .execute();
  mails.push(
    ...(await recordMembershipPayment(
      trx,
      deps,
      {
        userId: subscription.user_id,
        subscriptionId: subscription.id,
        providerInvoiceId: payment.providerInvoiceId,
        periodStart: payment.periodStart,
        periodEnd: payment.periodEnd,
        totalPence: payment.totalPence,
      },
      now,
    )),
  );
  return { outcome: 'membership-renewed', mails };
}
