import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';

/** The stock of these products now (null: untracked), read in the caller's transaction. */
export async function currentStock(
  trx: Db,
  productIds: readonly number[],
): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('id', 'in', productIds)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.stock === null ? null : Number(row.stock)]));
}

/**
 * Holds these products' rows (PostgreSQL) until the transaction ends, in id order. Every product
 * write fires the catalogue's statement trigger, which holds one shared row to the end: a
 * transaction that writes several products locks them all first, so it never waits for a product
 * while holding that row, which another writer of the product may be waiting for (a deadlock).
 */
export async function lockProducts(trx: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0 || !isPostgres(trx)) return;
  await trx
    .selectFrom('products')
    .select('id')
    .where('id', 'in', productIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Takes `quantity` units of a tracked product in one conditional update: of orders racing for the
 * last units, each takes only what is still there, so stock never goes below none. False when
 * there were not enough (nothing taken).
 */
export async function takeStock(trx: Db, productId: number, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('products')
    .set({ stock: sql<number>`stock - ${quantity}` })
    .where('id', '=', productId)
    .where('stock', 'is not', null)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes up to `wanted` units of a tracked product: all of them, or what there is (never below
 * none). The row is read and then written with the same conditional update as `takeStock`; should
 * another order take units in between (SQLite runs one write transaction at a time, and the caller
 * holds the row on PostgreSQL, so it should not), it reads again. Answers the units taken.
 */
export async function takeAvailableStock(trx: Db, productId: number, wanted: number): Promise<number> {
  for (;;) {
    const stock = (await currentStock(trx, [productId])).get(productId) ?? null;
    if (stock === null) return 0;
    const units = Math.min(stock, wanted);
    if (units <= 0 || (await takeStock(trx, productId, units))) return Math.max(units, 0);
  }
}

/**
 * Gives back the units an order's lines took, to products still counted (an untracked product has
 * nothing to give back to), in product order like every other stock write, so two transactions
 * never wait on each other's products crosswise.
 */
export async function returnOrderStock(trx: Db, orderRowId: number): Promise<void> {
  const taken = await trx
    .selectFrom('order_items')
    .select(['product_id', (eb) => eb.fn.sum<number>('stock_taken').as('units')])
    .where('order_id', '=', orderRowId)
    .where('product_id', 'is not', null)
    .where('stock_taken', '>', 0)
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  await lockProducts(
    trx,
    taken.flatMap((row) => (row.product_id === null ? [] : [row.product_id])),
  );
  for (const row of taken) {
    if (row.product_id === null) continue;
    await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock + ${Number(row.units)}` })
      .where('id', '=', row.product_id)
      .where('stock', 'is not', null)
      .execute();
  }
}
