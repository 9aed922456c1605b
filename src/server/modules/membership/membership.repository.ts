import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SubscriptionInvoicesTable, SubscriptionsTable } from '../../db/schema.ts';

export type SubscriptionInvoiceRow = Selectable<SubscriptionInvoicesTable>;
type UserContact = { name: string; email: string };

/** True when a membership invoice for this provider payment is written already. */
export async function isProviderPaymentInvoiced(trx: Db, providerInvoiceId: string): Promise<boolean> {
  const known = await trx
    .selectFrom('subscription_invoices')
    .select('id')
    .where('provider_invoice_id', '=', providerInvoiceId)
    .executeTakeFirst();
  return known !== undefined;
}

export async function insertSubscriptionInvoice(
  trx: Db,
  values: Insertable<SubscriptionInvoicesTable>,
): Promise<SubscriptionInvoiceRow> {
  return trx.insertInto('subscription_invoices').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function isProviderSubscriptionKnown(trx: Db, providerSubscriptionId: string): Promise<boolean> {
  const known = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
  return known !== undefined;
}

/** The subscription the provider runs under this id, as a payment event names it. */
export async function findSubscriptionByProviderId(
  trx: Db,
  providerSubscriptionId: string,
): Promise<Selectable<SubscriptionsTable> | undefined> {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

/** Moves the subscription on to the period the provider has been paid for; an older event moves nothing. */
export async function extendSubscriptionPeriod(
  trx: Db,
  subscriptionId: number,
  period: { start: Date; end: Date },
  nowIso: string,
): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({
      current_period_start: period.start.toISOString(),
      current_period_end: period.end.toISOString(),
      updated_at: nowIso,
    })
    .where('id', '=', subscriptionId)
    .where('current_period_end', '<', period.end.toISOString())
    .execute();
}

/** Ends the user's active subscription whose paid period is over and that was not to renew. */
export async function endLapsedSubscription(trx: Db, userId: number, nowIso: string): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ status: 'ended', updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('current_period_end', '<=', nowIso)
    .where((eb) => eb.or([eb('cancel_at_period_end', '=', 1), eb('decline_next_renewal', '=', 1)]))
    .execute();
}

/**
 * Inserts an active subscription, or nothing when the user has one already (a partial unique
 * index): of two racing inserts the second waits for the first to commit and gets undefined.
 */
export async function insertActiveSubscriptionIfNone(
  trx: Db,
  values: Insertable<SubscriptionsTable> & { status: 'active' },
): Promise<{ id: number } | undefined> {
  return trx
    .insertInto('subscriptions')
    .values(values)
    .onConflict((conflict) => conflict.column('user_id').where(sql<boolean>`status = 'active'`).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function findActiveSubscription(
  trx: Db,
  userId: number,
): Promise<{ provider_subscription_id: string | null } | undefined> {
  return trx
    .selectFrom('subscriptions')
    .select('provider_subscription_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function markUserSubscribed(trx: Db, userId: number, nowIso: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ is_subscribed: 1, subscription_end_at: null, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

/**
 * Ends the subscription if still active (and, when given, only if its paid period still ends
 * then); the member's user id, or undefined when nothing changed.
 */
export async function endActiveSubscription(
  trx: Db,
  subscriptionId: number,
  nowIso: string,
  expectedPeriodEnd?: string,
): Promise<{ user_id: number } | undefined> {
  return trx
    .updateTable('subscriptions')
    .set({ status: 'ended', updated_at: nowIso })
    .where('id', '=', subscriptionId)
    .where('status', '=', 'active')
    .$call((query) => (expectedPeriodEnd ? query.where('current_period_end', '=', expectedPeriodEnd) : query))
    .returning('user_id')
    .executeTakeFirst();
}

export async function markUserUnsubscribed(
  trx: Db,
  userId: number,
  endedAtIso: string,
  nowIso: string,
): Promise<UserContact | undefined> {
  return trx
    .updateTable('users')
    .set({ is_subscribed: 0, subscription_end_at: endedAtIso, updated_at: nowIso })
    .where('id', '=', userId)
    .returning(['name', 'email'])
    .executeTakeFirst();
}

/** The customer's active memberships (normally one). */
export function activeSubscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .execute();
}

/** Every active membership of the customer stops renewing; answers each one's paid period end as updated. */
export function stopRenewingSubscriptionsOf(trx: Db, userId: number, nowIso: string) {
  return trx
    .updateTable('subscriptions')
    .set({ cancel_at_period_end: 1, updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .returning('current_period_end')
    .execute();
}

/** When the customer's membership ends, as their account shows it. */
export async function setMembershipEnd(trx: Db, userId: number, endAt: string, nowIso: string) {
  await trx
    .updateTable('users')
    .set({ subscription_end_at: endAt, updated_at: nowIso })
    .where('id', '=', userId)
    .execute();
}

/** The customer's active membership that renews, if any. */
export function renewingSubscriptionOf(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .select('current_period_end')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('cancel_at_period_end', '=', 0)
    .executeTakeFirst();
}

/** The customer's membership invoices, newest first. */
export function membershipInvoicesOf(db: Db, userId: number): Promise<SubscriptionInvoiceRow[]> {
  return db
    .selectFrom('subscription_invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The membership invoice of this number. */
export function findMembershipInvoice(
  db: Db,
  invoiceNumber: string,
): Promise<SubscriptionInvoiceRow | undefined> {
  return db
    .selectFrom('subscription_invoices')
    .selectAll()
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
}

/** Up to `limit` of the built-in provider's active memberships whose paid period has ended, oldest first. */
export function builtinSubscriptionsDue(db: Db, nowIso: string, limit: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', 'builtin')
    .where('status', '=', 'active')
    .where('current_period_end', '<=', nowIso)
    .orderBy('current_period_end')
    .limit(limit)
    .execute();
}

/**
 * Claims the renewal of this period by moving the membership on to the next one, only while it is
 * still as read (active, same period, not set to end): true when this call claimed it.
 */
export async function claimRenewalPeriod(
  trx: Db,
  subscription: { id: number; current_period_end: string },
  nextEndIso: string,
  nowIso: string,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('subscriptions')
    .set({
      current_period_start: subscription.current_period_end,
      current_period_end: nextEndIso,
      updated_at: nowIso,
    })
    .where('id', '=', subscription.id)
    .where('status', '=', 'active')
    .where('current_period_end', '=', subscription.current_period_end)
    .where('cancel_at_period_end', '=', 0)
    .where('decline_next_renewal', '=', 0)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The customer is a member again; never clears an end date, which is an unsubscribe that stands. */
export async function markRenewedMember(trx: Db, userId: number, nowIso: string) {
  await trx
    .updateTable('users')
    .set({ is_subscribed: 1, updated_at: nowIso })
    .where('id', '=', userId)
    .where('subscription_end_at', 'is', null)
    .execute();
}

/** The billing address of the member's default address (else of another one), if any is saved. */
export function memberBillingAddress(db: Db, userId: number) {
  return db
    .selectFrom('addresses')
    .select([
      'billing_company_name',
      'billing_name',
      'billing_line1',
      'billing_line2',
      'billing_city',
      'billing_postcode',
    ])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .executeTakeFirst();
}
