import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { KeptLine } from '../orders/orders.public.ts';

export type SavedBasketRow = {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  line_count: number;
  item_count: number;
};

/** The venue's saved baskets, the most lately saved or renamed first, each with its size. */
export async function listSavedBaskets(db: Db, userId: number): Promise<SavedBasketRow[]> {
  const rows = await db
    .selectFrom('saved_baskets')
    .leftJoin('saved_basket_lines', 'saved_basket_lines.basket_id', 'saved_baskets.id')
    .select((eb) => [
      'saved_baskets.id',
      'saved_baskets.name',
      'saved_baskets.created_at',
      'saved_baskets.updated_at',
      eb.fn.count<number>('saved_basket_lines.id').as('line_count'),
      eb.fn.coalesce(eb.fn.sum<number>('saved_basket_lines.quantity'), sql<number>`0`).as('item_count'),
    ])
    .where('saved_baskets.user_id', '=', userId)
    .groupBy([
      'saved_baskets.id',
      'saved_baskets.name',
      'saved_baskets.created_at',
      'saved_baskets.updated_at',
    ])
    .orderBy('saved_baskets.updated_at', 'desc')
    .orderBy('saved_baskets.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    line_count: Number(row.line_count),
    item_count: Number(row.item_count),
  }));
}

/**
 * Locks the venue's user row until the transaction ends on PostgreSQL, so two saves at once count
 * the baskets one after the other. (SQLite runs one write transaction at a time: no lock needed.)
 */
export async function lockSavedBasketsOwner(db: Db, userId: number): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function countSavedBaskets(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_baskets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The basket if it is the venue's own; anyone else's is not there to find. */
export async function findOwnSavedBasket(
  db: Db,
  userId: number,
  id: number,
): Promise<{ id: number; name: string } | undefined> {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('saved_baskets')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The basket's lines in the order they were saved, each with the product's name then. */
export async function listSavedBasketLines(db: Db, basketId: number): Promise<KeptLine[]> {
  return db
    .selectFrom('saved_basket_lines')
    .select(['product_id', 'name as title', 'quantity'])
    .where('basket_id', '=', basketId)
    .orderBy('position')
    .execute();
}

/** The names of these listed products, by id: a product archived or deleted is absent. */
export async function listedProductNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const storable = ids.filter(isStorableId);
  if (storable.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('id', 'in', storable)
    .where('archived_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/**
 * Saves a basket and its lines; pass the transaction that counted the baskets. A name the venue
 * already uses breaks the unique index.
 */
export async function insertSavedBasket(
  db: Db,
  basket: {
    userId: number;
    name: string;
    lines: ReadonlyArray<{ productId: number; name: string; quantity: number }>;
  },
  now: string,
): Promise<number> {
  const { id } = await db
    .insertInto('saved_baskets')
    .values({ user_id: basket.userId, name: basket.name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('saved_basket_lines')
    .values(
      basket.lines.map((line, position) => ({
        basket_id: id,
        product_id: line.productId,
        name: line.name,
        quantity: line.quantity,
        position,
      })),
    )
    .execute();
  return Number(id);
}

export async function renameSavedBasket(db: Db, id: number, name: string, now: string): Promise<void> {
  await db.updateTable('saved_baskets').set({ name, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteSavedBasket(db: Db, id: number): Promise<void> {
  await db.deleteFrom('saved_baskets').where('id', '=', id).execute();
}
