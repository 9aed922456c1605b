import type { Db } from '../../db/database.ts';

/** Order lines of the seller's products: the join on products.seller_id keeps every other line out. */
function sellerLines(db: Db, sellerId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('products.seller_id', '=', sellerId);
}

export async function countSellerOrderLines(db: Db, sellerId: number): Promise<number> {
  const row = await sellerLines(db, sellerId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The latest delivery day first. Only what a seller needs to prepare the goods is read: no
 * customer, address, payment or price.
 */
export async function listSellerOrderLines(
  db: Db,
  sellerId: number,
  page: { limit: number; offset: number },
) {
  return sellerLines(db, sellerId)
    .select([
      'order_items.id',
      'orders.order_id as order_number',
      'orders.delivery_day',
      'orders.delivery_time',
      'order_items.product_id',
      'order_items.title as product_name',
      'order_items.quantity',
      'orders.status',
      'orders.created_at as ordered_at',
    ])
    .orderBy('orders.delivery_day', 'desc')
    .orderBy('orders.id', 'desc')
    .orderBy('order_items.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
