import type { Db } from '../../db/database.ts';
import type { PendingMail } from '../../mail/mailer.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import {
  endMembership,
  extendSubscriptionPeriod,
  findSubscriptionByProviderId,
  recordMembershipPayment,
  startMembership,
} from '../membership/membership.public.ts';
import type { EventResult, PaymentEventDeps } from './payment-event-result.ts';

/** Stripe runs the subscription: its invoice.paid renews the month, its deletion ends the membership. */
export async function subscriptionEvent(
  trx: Db,
  deps: PaymentEventDeps,
  event: PaymentEvent,
  now: Date,
): Promise<EventResult> {
  const providerSubscriptionId = event.providerSubscriptionId;
  if (!providerSubscriptionId) return { outcome: 'ignored' };
  let subscription = await findSubscriptionByProviderId(trx, providerSubscriptionId);
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
    // A second subscription for a member: its checkout's own event refunds it and stops it renewing.
    if (started === 'already-member') return { outcome: 'ignored' };
    mails.push(...started);
    subscription = await findSubscriptionByProviderId(trx, providerSubscriptionId);
    if (!subscription) throw new Error(`Subscription ${providerSubscriptionId} not stored as it started.`);
  }
  await extendSubscriptionPeriod(
    trx,
    subscription.id,
    { start: payment.periodStart, end: payment.periodEnd },
    now.toISOString(),
  );
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
