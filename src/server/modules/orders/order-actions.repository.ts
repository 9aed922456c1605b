import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { type ProductSummaryRow, SUMMARY_COLUMNS } from '../catalogue/catalogue.public.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** One order by its row id (any owner: callers check ownership). */
export async function findOrderRow(db: Db, id: number): Promise<OrderRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One order by its human-readable number (W1-000123). */
export async function findOrderRowByNumber(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The order's lines in the order they were added. */
export async function listOrderItems(db: Db, orderRowId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderRowId).orderBy('id').execute();
}

/** The catalogue cards of these products today; products since deleted or archived are simply absent. */
export async function listProductSummaries(db: Db, productIds: number[]): Promise<ProductSummaryRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.id', 'in', productIds)
    .where('products.archived_at', 'is', null)
    .execute();
}
