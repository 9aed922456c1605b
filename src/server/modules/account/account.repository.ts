import { type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import type { UserRow } from '../../db/schema.ts';

export type ProfileChanges = {
  name: string;
  phone: string;
  password_hash?: string;
  accept_substitutes?: number;
  po_number_required?: number;
  updated_at: string;
};

export async function updateUserProfile(db: Db, userId: number, changes: ProfileChanges): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The user, locked until the transaction ends on PostgreSQL: a pay-later order taking credit, or
 * any new order for this user, waits for the deletion instead of slipping in beside it. (SQLite
 * runs one write transaction at a time, so it needs no lock.)
 */
export async function findUserForUpdate(db: Db, userId: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

/** What anonymising a user's orders needs: each order's id, email and stored shipping details. */
export async function listOrderShippingInfo(
  db: Db,
  userId: number,
): Promise<Array<{ id: number; email: string | null; shipping_info: string }>> {
  return db
    .selectFrom('orders')
    .select(['id', 'email', 'shipping_info'])
    .where('user_id', '=', userId)
    .execute();
}

/** Detaches an order from its customer, keeping it for the accounts without their personal details. */
export async function anonymiseOrder(
  db: Db,
  orderId: number,
  shippingInfo: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('orders')
    // Delivery notes may name or ring a person; the PO number is the venue's reference on the invoice and stays.
    .set({
      user_id: null,
      customer_name: null,
      email: null,
      shipping_info: shippingInfo,
      delivery_notes: null,
      updated_at: nowIso,
    })
    .where('id', '=', orderId)
    .execute();
}

/** The person's reviews stay for other buyers, shown as by 'Anonymous' rather than by name. */
export async function anonymiseReviews(db: Db, userId: number): Promise<void> {
  await db.updateTable('reviews').set({ author_name: null }).where('user_id', '=', userId).execute();
}

/**
 * Membership invoices stay for the accounts (a membership is under £250, so its VAT invoice need
 * not name the buyer) but no longer say whose they were.
 */
export async function anonymiseSubscriptionInvoices(db: Db, userId: number, name: string): Promise<void> {
  await db
    .updateTable('subscription_invoices')
    .set({ user_id: null, name })
    .where('user_id', '=', userId)
    .execute();
}

/** Contact messages sent from any of the addresses (compared without case, as the form keeps what was typed). */
export async function deleteContactMessages(db: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .deleteFrom('contact_messages')
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
}

/**
 * Every stored mail to any of the addresses, and every mail whose text names one of them (the
 * contact form's mail to support carries the sender's address in its text).
 */
export async function deleteMails(db: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['recipient']), 'in', emails),
        ...emails.map(
          (email) => sql<SqlBool>`lower(${eb.ref('text')}) like ${`%${escapeLike(email)}%`} escape '\\'`,
        ),
      ]),
    )
    .execute();
}

/** Sessions, password resets, the wishlist and the address go with the user (foreign keys cascade). */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
