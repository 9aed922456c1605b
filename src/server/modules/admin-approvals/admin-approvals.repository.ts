import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';

/** The oldest seller accounts waiting for staff, and how many wait. */
export async function pendingSellers(db: Db, limit: number) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'created_at'])
    .where('role', '=', 'seller')
    .where('seller_approval', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const count = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'seller')
    .where('seller_approval', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.count) };
}

/** A seller's account and where it stands with staff. */
export async function findSeller(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'seller_approval', 'seller_approval_note'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Decides a pending seller: true when this call made the decision, false when the account was no
 * longer waiting (another member of staff decided it first).
 */
export async function decideSeller(
  trx: Db,
  id: number,
  decision: { approval: 'approved' | 'rejected'; note: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ seller_approval: decision.approval, seller_approval_note: decision.note })
    .where('id', '=', id)
    .where('role', '=', 'seller')
    .where('seller_approval', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Decides a pending product, the same way: an approved one enters the shop at once (archived_at
 * cleared), a turned-down one stays out with the reason for its seller.
 */
export async function decideProduct(
  trx: Db,
  id: number,
  decision: { approval: 'approved' | 'rejected'; note: string | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    .set({
      approval: decision.approval,
      approval_note: decision.note,
      ...(decision.approval === 'approved' ? { archived_at: null } : {}),
    })
    .where('id', '=', id)
    .where('approval', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The product's name and seller, as a decision needs them. */
export async function findProductForDecision(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('products')
    .leftJoin('users', 'users.id', 'products.seller_id')
    .select([
      'products.id',
      'products.name',
      'products.approval',
      'products.seller_id',
      'users.seller_approval',
    ])
    .where('products.id', '=', id)
    .executeTakeFirst();
}
