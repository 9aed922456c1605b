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
 * The stock of these products as this transaction may take it: on PostgreSQL their rows are locked
 * in id order first (as lockProducts), so the figures read hold until the transaction ends and
 * racing orders queue rather than deadlock; SQLite writes one transaction at a time. Only tracked
 * products are answered: a product whose stock is null now is left alone, neither locked nor written.
 */
export async function lockTrackedStock(trx: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('id', 'in', productIds)
    .where('stock', 'is not', null)
    .orderBy('id')
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.stock)]));
}

/**
 * Takes the units of several tracked products in one conditional update: each row only if its
 * stock still covers what is asked, so stock never goes below none even without the caller's
 * lock. Answers how many products it took from (all of them, or the caller refuses the order).
 */
export async function takeStock(trx: Db, units: ReadonlyMap<number, number>): Promise<number> {
  if (units.size === 0) return 0;
  // One CASE names each product's units; cast, so PostgreSQL knows the parameters' type.
  const unitsOf = sql<number>`case id ${sql.join(
    [...units].map(([id, quantity]) => sql`when ${id} then cast(${quantity} as integer)`),
    sql` `,
  )} end`;
  const result = await trx
    .updateTable('products')
    .set({ stock: sql<number>`stock - ${unitsOf}` })
    .where('id', 'in', [...units.keys()])
    .where('stock', 'is not', null)
    .where('stock', '>=', unitsOf)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Gives back the units an order's lines took, to products still counted (an untracked product has
 * nothing to give back to): each line's own product its `stock_taken`, and a substituted line's
 * substitute the units the substitution took (decision 0188), never the original's short units,
 * which were never taken. In product order like every other stock write, so two transactions never
 * wait on each other's products crosswise.
 */
export async function returnOrderStock(trx: Db, orderRowId: number): Promise<void> {
  const [taken, substituted] = await Promise.all([
    trx
      .selectFrom('order_items')
      .select(['product_id', (eb) => eb.fn.sum<number>('stock_taken').as('units')])
      .where('order_id', '=', orderRowId)
      .where('product_id', 'is not', null)
      .where('stock_taken', '>', 0)
      .groupBy('product_id')
      .execute(),
    trx
      .selectFrom('order_items')
      .select([
        'substitute_product_id as product_id',
        (eb) => eb.fn.sum<number>('substitute_stock_taken').as('units'),
      ])
      .where('order_id', '=', orderRowId)
      .where('substitute_product_id', 'is not', null)
      .where('substitute_stock_taken', '>', 0)
      .groupBy('substitute_product_id')
      .execute(),
  ]);
  const units = new Map<number, number>();
  for (const row of [...taken, ...substituted]) {
    if (row.product_id === null) continue;
    units.set(row.product_id, (units.get(row.product_id) ?? 0) + Number(row.units));
  }
  const productIds = [...units.keys()].sort((a, b) => a - b);
  await lockProducts(trx, productIds);
  for (const productId of productIds) {
    await trx
      .updateTable('products')
      .set({ stock: sql<number>`stock + ${units.get(productId) ?? 0}` })
      .where('id', '=', productId)
      .where('stock', 'is not', null)
      .execute();
  }
}
