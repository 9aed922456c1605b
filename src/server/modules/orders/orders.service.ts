import type { Order } from '../../../domain/schemas/order.ts';
import type { Db } from '../../db/database.ts';
import { toOrder } from './order-view.ts';
import { listOrderItemsOfUser, listOrdersOfUser, type OrderItemRow } from './orders.repository.ts';

/**
 * The user's orders with their items, newest first: two queries however many orders there are.
 * Items are read after orders, so an order committed in between (with its items, in one
 * transaction) is either missing entirely or shown whole, never listed without its items.
 */
export async function listMyOrders(db: Db, userId: number): Promise<Order[]> {
  const orders = await listOrdersOfUser(db, userId);
  const items = orders.length > 0 ? await listOrderItemsOfUser(db, userId) : [];
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.order_id);
    if (list) list.push(item);
    else itemsByOrder.set(item.order_id, [item]);
  }
  return orders.map((order) => toOrder(order, itemsByOrder.get(order.id) ?? []));
}
