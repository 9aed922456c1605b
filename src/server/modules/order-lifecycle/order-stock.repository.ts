import { sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';

// The stock a cancelled order gives back, an effect of the lifecycle's cancel move; an amendment
// gives its order's stock back the same way before taking the new lines' (orders/amend-order-write.ts).

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
