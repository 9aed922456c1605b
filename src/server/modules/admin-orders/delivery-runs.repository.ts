import { DELIVERY_RUN_STATUSES, deliveryTimeOf } from '../../../domain/delivery-runs.ts';
import type { RunSlot } from '../../../domain/schemas/admin-orders.ts';
import type { Db } from '../../db/database.ts';
import type { OrderItemRow, OrderRow } from '../orders/orders.public.ts';

/** The orders that go out on `day` (in `slot`, or every slot), oldest first. */
export async function runOrders(db: Db, day: string, slot: RunSlot | undefined): Promise<OrderRow[]> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('delivery_day', '=', day)
    .where('status', 'in', [...DELIVERY_RUN_STATUSES]);
  if (slot) {
    const time = deliveryTimeOf(slot);
    query =
      time === null ? query.where('delivery_time', 'is', null) : query.where('delivery_time', '=', time);
  }
  return query.orderBy('id').execute();
}

/** The lines of these orders, in the order they were written. */
export function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}
