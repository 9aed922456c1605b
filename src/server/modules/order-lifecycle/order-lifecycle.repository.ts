import type { Insertable, Updateable } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import type { OrderEventsTable, OrderItemRow, OrderRow, OrdersTable } from '../../db/schema.ts';

/** The orders' rows by ascending id, locked for update on PostgreSQL (see lockOrders for the order). */
export async function readOrdersForUpdate(trx: Db, sortedIds: readonly number[]): Promise<OrderRow[]> {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', sortedIds)
    .orderBy('id')
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
}

/**
 * Writes a move's states (and what comes with them) to the order only if its delivery and payment
 * are still as the caller read them. Answers whether the order was moved.
 */
export async function updateOrderStatesIfUnchanged(
  trx: Db,
  order: Pick<OrderRow, 'id' | 'fulfilment_status' | 'payment_status'>,
  changes: Updateable<OrdersTable>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('orders')
    .set(changes)
    .where('id', '=', order.id)
    .where('fulfilment_status', '=', order.fulfilment_status)
    .where('payment_status', '=', order.payment_status)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function insertOrderEvent(trx: Db, event: Insertable<OrderEventsTable>): Promise<void> {
  await trx.insertInto('order_events').values(event).execute();
}

/** The order's moves, oldest first, with the name of who made each (null for the shop). */
export async function listOrderEvents(db: Db, orderRowId: number) {
  return db
    .selectFrom('order_events')
    .leftJoin('users', 'users.id', 'order_events.actor_user_id')
    .select([
      'order_events.kind',
      'order_events.from_state',
      'order_events.to_state',
      'order_events.reason',
      'order_events.created_at',
      'users.name as actor_name',
    ])
    .where('order_events.order_id', '=', orderRowId)
    .orderBy('order_events.id')
    .execute();
}

/** The order as it stands in this transaction, after a move changed it. */
export async function readOrder(trx: Db, orderRowId: number): Promise<OrderRow> {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderRowId).executeTakeFirstOrThrow();
}

/** The order's lines in the order they were added, for the mail a move sends. */
export async function readOrderItems(trx: Db, orderRowId: number): Promise<OrderItemRow[]> {
  return trx.selectFrom('order_items').selectAll().where('order_id', '=', orderRowId).orderBy('id').execute();
}
