import { membershipCharge, membershipPeriodEnd } from '../../../domain/membership.ts';
import type { Db } from '../../db/database.ts';
import type { SubscriptionsTable } from '../../db/schema.ts';
import { formatNumber, nextInSequence } from '../../db/sequences.ts';
import { INVOICE_NUMBER_PREFIX } from '../../invoice-documents/invoice-number.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import type { Mailer, PendingMail } from '../../mail/mailer.ts';
import { findAccountContact } from '../auth/auth.public.ts';
import {
  endActiveSubscription,
  endLapsedSubscription,
  findActiveSubscription,
  insertActiveSubscriptionIfNone,
  insertSubscriptionInvoice,
  isProviderPaymentInvoiced,
  isProviderSubscriptionKnown,
  markUserSubscribed,
  markUserUnsubscribed,
} from './membership.repository.ts';
import { membershipInvoiceAttachment } from './membership-invoice.ts';
import { membershipEndedMail, membershipInvoiceMail } from './membership-mails.ts';

export const MEMBERSHIP_INVOICE_NAME = 'W1 Wholesale membership';

export type BillingDeps = { mailer: Mailer; config: InvoiceSellerConfig };

/** Mails stored in the transaction, to be sent once it commits. */
export type StoredMails = PendingMail[];

/** The path a membership invoice is downloaded from (signed per request, membership-invoice-link.ts). */
export function membershipInvoicePath(invoiceNumber: string): string {
  return `/download/membership-invoice/${encodeURIComponent(invoiceNumber)}`;
}

/**
 * Writes the invoice of one paid month and stores its mail, in the caller's transaction. The
 * provider's invoice id is unique, so a repeated event writes nothing and mails nothing.
 */
export async function recordMembershipPayment(
  trx: Db,
  deps: BillingDeps,
  payment: {
    userId: number;
    subscriptionId: number;
    providerInvoiceId: string;
    periodStart: Date;
    periodEnd: Date;
    totalPence?: number;
  },
  now: Date,
): Promise<StoredMails> {
  if (await isProviderPaymentInvoiced(trx, payment.providerInvoiceId)) return [];
  const charge = membershipCharge();
  const totalPence = payment.totalPence ?? charge.totalPence;
  const invoiceNumber = formatNumber(INVOICE_NUMBER_PREFIX, await nextInSequence(trx, 'invoice_number'));
  const row = await insertSubscriptionInvoice(trx, {
    user_id: payment.userId,
    subscription_id: payment.subscriptionId,
    name: MEMBERSHIP_INVOICE_NAME,
    invoice_number: invoiceNumber,
    provider_invoice_id: payment.providerInvoiceId,
    total_pence: totalPence,
    // A provider charging another amount (a Stripe price changed there) is invoiced as charged.
    net_pence: totalPence === charge.totalPence ? charge.netPence : Math.round(totalPence / 1.2),
    vat_pence: totalPence === charge.totalPence ? charge.vatPence : totalPence - Math.round(totalPence / 1.2),
    path: membershipInvoicePath(invoiceNumber),
    period_start: payment.periodStart.toISOString(),
    period_end: payment.periodEnd.toISOString(),
    created_at: now.toISOString(),
  });
  const user = await findAccountContact(trx, payment.userId);
  if (!user) return [];
  const attachment = await membershipInvoiceAttachment(trx, row, deps.config);
  const mail = await deps.mailer.store(
    trx,
    membershipInvoiceMail(
      user.email,
      user.name,
      { invoiceNumber, totalPence, periodStart: row.period_start, periodEnd: row.period_end },
      attachment,
    ),
  );
  return [mail];
}

/**
 * Makes the user a member from the first payment, in the caller's transaction: a subscription for
 * the paid month, the user's flags, and (for the built-in provider, whose first charge is the
 * checkout itself) that month's invoice. Stripe's first invoice arrives as its own event.
 * A customer who is a member already (a second payment page paid, or two paid at once) gets no
 * second membership: 'already-member', and the payment is the caller's to refund.
 */
export async function startMembership(
  trx: Db,
  deps: BillingDeps,
  start: {
    userId: number;
    provider: SubscriptionsTable['provider'];
    providerSubscriptionId: string | null;
    firstPaymentId: string | null;
    periodStart?: Date;
    periodEnd?: Date;
  },
  now: Date,
): Promise<StoredMails | 'already-member'> {
  const nowIso = now.toISOString();
  // The same first payment seen again (another event for one session) starts nothing new.
  if (start.firstPaymentId) {
    if (await isProviderPaymentInvoiced(trx, start.firstPaymentId)) return [];
  }
  if (start.providerSubscriptionId) {
    if (await isProviderSubscriptionKnown(trx, start.providerSubscriptionId)) return [];
  }
  const periodStart = start.periodStart ?? now;
  const periodEnd = start.periodEnd ?? membershipPeriodEnd(periodStart);
  // One that ran out unrenewed (unsubscribed or declined) and that the job has not ended yet is over.
  await endLapsedSubscription(trx, start.userId, nowIso);
  // At most one active subscription per customer (a partial unique index): of two payments
  // racing, the second waits for the first to commit and then inserts nothing.
  const subscription = await insertActiveSubscriptionIfNone(trx, {
    user_id: start.userId,
    provider: start.provider,
    provider_subscription_id: start.providerSubscriptionId,
    status: 'active',
    current_period_start: periodStart.toISOString(),
    current_period_end: periodEnd.toISOString(),
    cancel_at_period_end: 0,
    decline_next_renewal: 0,
    created_at: nowIso,
    updated_at: nowIso,
  });
  if (!subscription) {
    // The one that won may be this very membership, seen through its other event (Stripe's first
    // invoice racing its checkout): that is no second membership.
    const active = await findActiveSubscription(trx, start.userId);
    const same =
      start.providerSubscriptionId !== null &&
      active?.provider_subscription_id === start.providerSubscriptionId;
    return same ? [] : 'already-member';
  }
  await markUserSubscribed(trx, start.userId, nowIso);
  if (!start.firstPaymentId) return [];
  return recordMembershipPayment(
    trx,
    deps,
    {
      userId: start.userId,
      subscriptionId: subscription.id,
      providerInvoiceId: start.firstPaymentId,
      periodStart,
      periodEnd,
    },
    now,
  );
}

/**
 * Ends a membership at `endedAt` (the end of its paid period), in the caller's transaction; a
 * declined renewal also mails the member. Conditional on the subscription still being active, so
 * a repeated end changes nothing.
 */
export async function endMembership(
  trx: Db,
  deps: BillingDeps,
  subscriptionId: number,
  endedAt: Date,
  reason: 'declined' | 'cancelled',
  now: Date,
  /** Ends it only if its paid period still ends then (a renewal elsewhere has not moved it on). */
  expectedPeriodEnd?: string,
): Promise<StoredMails> {
  const nowIso = now.toISOString();
  const ended = await endActiveSubscription(trx, subscriptionId, nowIso, expectedPeriodEnd);
  if (!ended) return [];
  const user = await markUserUnsubscribed(trx, ended.user_id, endedAt.toISOString(), nowIso);
  if (!user) return [];
  return [
    await deps.mailer.store(trx, membershipEndedMail(user.email, user.name, endedAt.toISOString(), reason)),
  ];
}
