import type { Order } from '../../../domain/schemas/order.ts';
import type { Db } from '../../db/database.ts';
import { listOrderItemsOfUser, listOrdersOfUser, type OrderItemRow } from './orders.repository.ts';
import { toOrder } from './order-view.ts';

/** The user's orders with their items, newest first. Two queries however many orders there are. */
export async function listMyOrders(db: Db, userId: number): Promise<Order[]> {
  const [orders, items] = await Promise.all([listOrdersOfUser(db, userId), listOrderItemsOfUser(db, userId)]);
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.order_id);
    if (list) list.push(item);
    else itemsByOrder.set(item.order_id, [item]);
  }
  return orders.map((order) => toOrder(order, itemsByOrder.get(order.id) ?? []));
}
