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
 * The stock of these products as this transaction may take it: on PostgreSQL their rows are locked
 * in id order first (as lockProducts, order-lifecycle/order-stock.repository.ts), so the figures read hold until the transaction ends and
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
