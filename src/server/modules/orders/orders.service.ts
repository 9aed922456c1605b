import type { Order } from '../../../domain/schemas/order.ts';
import { systemClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { invoiceLinker } from '../../invoices/invoice-link.ts';
import { progressByOrder } from './order-progress.repository.ts';
import { refundsByOrder } from './order-refunds.repository.ts';
import { toOrder } from './order-view.ts';
import { listOrderItemsOfUser, listOrdersOfUser, type OrderItemRow } from './orders.repository.ts';

/**
 * The user's orders with their items, newest first: two queries however many orders there are.
 * Items are read after orders, so an order committed in between (with its items, in one
 * transaction) is either missing entirely or shown whole, never listed without its items.
 * Invoice links are signed to last an hour from `now` (pass the app's clock).
 */
export async function listMyOrders(db: Db, userId: number, now: Date = systemClock.now()): Promise<Order[]> {
  const orders = await listOrdersOfUser(db, userId);
  const items = orders.length > 0 ? await listOrderItemsOfUser(db, userId) : [];
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.order_id);
    if (list) list.push(item);
    else itemsByOrder.set(item.order_id, [item]);
  }
  const invoiceLink = await invoiceLinker(db, now);
  const refunds = await refundsByOrder(
    db,
    orders.map((order) => order.id),
  );
  const progress = await progressByOrder(db, orders);
  return orders.map((order) =>
    toOrder(
      order,
      itemsByOrder.get(order.id) ?? [],
      invoiceLink,
      refunds.get(order.id) ?? [],
      progress.get(order.id),
    ),
  );
}
