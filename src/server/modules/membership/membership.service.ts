import { isActiveMember, mayUnsubscribe, membershipCharge } from '../../../domain/membership.ts';
import type {
  CancelSubscriptionResponse,
  MembershipInvoice,
  MembershipStatusResponse,
  SubscriptionSessionResponse,
} from '../../../domain/schemas/membership.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { InvoiceSellerConfig } from '../../invoice-documents/order-invoice.ts';
import { CARD_PAYMENTS_OFF, type PaymentProvider } from '../../payments/payment-provider.ts';
import { reuseOrOpenSession } from '../../payments/payment-sessions.ts';
import {
  activeSubscriptionsOf,
  findMembershipInvoice,
  membershipInvoicesOf,
  renewingSubscriptionOf,
  setMembershipEnd,
  stopRenewingSubscriptionsOf,
} from './membership.repository.ts';
import { MEMBERSHIP_INVOICE_NAME } from './membership-billing.ts';
import { membershipInvoicePdf } from './membership-invoice.ts';
import { checkMembershipInvoiceLink, signedMembershipInvoicePath } from './membership-invoice-link.ts';

export const ALREADY_A_MEMBER = 'You are already a member.';
export const NOT_A_MEMBER = 'You are not a member, so there is nothing to unsubscribe from.';
export const ALREADY_UNSUBSCRIBED =
  'You have already unsubscribed; your membership ends at the end of the paid period.';
export const MEMBERSHIP_INVOICE_LINK_INVALID =
  'This invoice link is not valid or has expired. Please open it again from your Membership page.';

export type MembershipDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  provider: PaymentProvider | null;
  config: InvoiceSellerConfig;
};

/**
 * POST /api/subscription: a checkout session for the first month. Nothing changes for the user
 * until the provider's event says it was paid (process-payment-event.ts).
 */
export async function startSubscriptionCheckout(
  deps: MembershipDeps,
  user: UserRow,
  email: string,
): Promise<SubscriptionSessionResponse> {
  if (!deps.provider) throw new AppError(503, CARD_PAYMENTS_OFF);
  const now = deps.clock.now();
  if (isActiveMember(user, now)) throw new ConflictError(ALREADY_A_MEMBER);
  const session = await reuseOrOpenSession(
    { db: deps.db, clock: deps.clock, provider: deps.provider },
    {
      kind: 'subscription',
      orderRowId: null,
      userId: user.id,
      amountPence: membershipCharge().totalPence,
      description: `${MEMBERSHIP_INVOICE_NAME}: £49.99 a month plus VAT`,
      customerEmail: email,
      reference: `user-${user.id}`,
      successUrl: `${deps.appUrl}/subscription-success`,
      cancelUrl: `${deps.appUrl}/subscription-cancel`,
    },
  );
  return { id: session.id, url: session.url };
}

/**
 * POST /api/cancel/subscription: the membership stops renewing and ends with its paid period
 * (no refund for unused time, docs/product.md §9.4); until then the member keeps every benefit.
 */
export async function cancelSubscription(
  deps: MembershipDeps,
  user: UserRow,
): Promise<CancelSubscriptionResponse> {
  const now = deps.clock.now();
  if (!isActiveMember(user, now)) throw new ConflictError(NOT_A_MEMBER);
  if (!mayUnsubscribe(user, now)) throw new ConflictError(ALREADY_UNSUBSCRIBED);
  const subscriptions = await activeSubscriptionsOf(deps.db, user.id);
  if (subscriptions.length === 0) throw new ConflictError(NOT_A_MEMBER);
  for (const subscription of subscriptions) {
    if (subscription.provider_subscription_id && deps.provider?.cancelAtPeriodEnd) {
      await deps.provider.cancelAtPeriodEnd(subscription.provider_subscription_id);
    }
  }
  const nowIso = now.toISOString();
  // Every active one stops renewing, and the end is read from the rows as updated: a renewal
  // that committed meanwhile has moved the period on, and the member keeps what was paid for.
  const endAt = await deps.db.transaction().execute(async (trx) => {
    const stopped = await stopRenewingSubscriptionsOf(trx, user.id, nowIso);
    const end = stopped
      .map((row) => row.current_period_end)
      .sort()
      .at(-1);
    if (!end) throw new ConflictError(NOT_A_MEMBER);
    await setMembershipEnd(trx, user.id, end, nowIso);
    return end;
  });
  return { success: true, subscription_end_at: endAt };
}

/** GET /api/membership: the next renewal of a rolling membership; none once it is set to end. */
export async function membershipStatus(
  deps: MembershipDeps,
  user: UserRow,
): Promise<MembershipStatusResponse> {
  if (!mayUnsubscribe(user, deps.clock.now())) return { renews_at: null };
  const renewing = await renewingSubscriptionOf(deps.db, user.id);
  return { renews_at: renewing?.current_period_end ?? null };
}

/** GET /api/membership/invoices: the caller's own, newest first, each with a signed download link. */
export async function listMembershipInvoices(
  deps: MembershipDeps,
  user: UserRow,
): Promise<MembershipInvoice[]> {
  const rows = await membershipInvoicesOf(deps.db, user.id);
  const now = deps.clock.now();
  return Promise.all(
    rows.map(async (row) => {
      const invoiceNumber = row.invoice_number ?? `M-${row.id}`;
      return {
        id: row.id,
        invoice_number: invoiceNumber,
        name: row.name,
        created_at: row.created_at,
        period_start: row.period_start,
        period_end: row.period_end,
        total: row.total_pence,
        path: await signedMembershipInvoicePath(deps.db, row.path, invoiceNumber, user.id, now),
      };
    }),
  );
}

/** The PDF behind a signed link, or the owner's bearer token. */
export async function membershipInvoiceDownload(
  deps: MembershipDeps,
  invoiceNumber: string,
  requester: { kind: 'link'; expires: number; signature: string } | { kind: 'user'; user: UserRow },
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findMembershipInvoice(deps.db, invoiceNumber);
  if (requester.kind === 'link') {
    const valid =
      row?.user_id != null &&
      (await checkMembershipInvoiceLink(deps.db, invoiceNumber, row.user_id, requester, deps.clock.now())) ===
        'valid';
    if (!row || !valid) throw new ForbiddenError(MEMBERSHIP_INVOICE_LINK_INVALID);
  } else if (!row || (row.user_id !== requester.user.id && requester.user.role !== 'admin')) {
    throw new NotFoundError('There is no such membership invoice.');
  }
  return {
    filename: `membership-invoice-${invoiceNumber}.pdf`,
    pdf: await membershipInvoicePdf(deps.db, row, deps.config),
  };
}
