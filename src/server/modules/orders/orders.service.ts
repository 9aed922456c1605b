import { amendCutoff, amendRefusal } from '../../../domain/order-amendment.ts';
import type { Order } from '../../../domain/schemas/order.ts';
import { systemClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { invoiceLinker } from '../../invoice-documents/invoice-link.ts';
import { readDeliverySettings } from '../delivery/delivery.public.ts';
import { progressByOrder } from './order-progress.repository.ts';
import { refundsByOrder } from './order-refunds.repository.ts';
import { toOrder } from './order-view.ts';
import {
  listOrderItemsOfUser,
  listOrdersOfUser,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

/**
 * Until when each order may still be changed by its customer (its slot's cut-off), by order id: only
 * orders not yet picked are looked at, with the delivery settings of their days read once.
 */
async function amendableUntil(db: Db, orders: readonly OrderRow[], now: Date): Promise<Map<number, string>> {
  const open = orders.filter((order) => order.fulfilment_status === 'received');
  const until = new Map<number, string>();
  if (open.length === 0) return until;
  const days = open.map((order) => order.delivery_day).sort();
  const settings = await readDeliverySettings(db, { from: days[0] ?? '', to: days.at(-1) });
  for (const order of open) {
    const cutoff = amendCutoff(order, settings);
    if (amendRefusal(order, cutoff, now) === null) until.set(order.id, cutoff.toISOString());
  }
  return until;
}

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
  const amendable = await amendableUntil(db, orders, now);
  return orders.map((order) => ({
    ...toOrder(
      order,
      itemsByOrder.get(order.id) ?? [],
      invoiceLink,
      refunds.get(order.id) ?? [],
      progress.get(order.id),
    ),
    amendable_until: amendable.get(order.id) ?? null,
  }));
}
