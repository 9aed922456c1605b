import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

/** The user's orders, newest first (the id breaks ties between orders of the same instant). */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every item of the user's orders in one query, in the order they were added. */
export async function listOrderItemsOfUser(db: Db, userId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .selectAll('order_items')
    .where('orders.user_id', '=', userId)
    .orderBy('order_items.id')
    .execute();
}
