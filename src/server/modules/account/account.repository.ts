import { type Db, isPostgres } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';

export type ProfileChanges = {
  name: string;
  phone: string;
  password_hash?: string;
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

/** What anonymising a user's orders needs: each order's id and its stored shipping details. */
export async function listOrderShippingInfo(
  db: Db,
  userId: number,
): Promise<Array<{ id: number; shipping_info: string }>> {
  return db.selectFrom('orders').select(['id', 'shipping_info']).where('user_id', '=', userId).execute();
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
    .set({ user_id: null, customer_name: null, email: null, shipping_info: shippingInfo, updated_at: nowIso })
    .where('id', '=', orderId)
    .execute();
}

/** The person's reviews stay for other buyers, shown as by 'Anonymous' rather than by name. */
export async function anonymiseReviews(db: Db, userId: number): Promise<void> {
  await db.updateTable('reviews').set({ author_name: null }).where('user_id', '=', userId).execute();
}

/** Sessions, password resets, the wishlist and the address go with the user (foreign keys cascade). */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
