import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderItemsTable, OrdersTable, ReplacedInvoicesTable } from '../../db/schema.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** The figures and delivery an amendment writes on the order (never its states: the lifecycle's). */
export type AmendedOrderValues = Pick<
  OrdersTable,
  | 'sub_total_pence'
  | 'tax_pence'
  | 'shipping_pence'
  | 'total_pence'
  | 'delivery_day'
  | 'delivery_time'
  | 'shipping_info'
  | 'invoiced_at'
> & { updated_at: string };

/**
 * Writes the amended figures on the order only if it is still as the amendment read it: the same
 * revision (no other change in between) and the same delivery and payment states (no move in
 * between), and bumps the revision. False when anything changed meanwhile.
 */
export async function updateAmendedOrder(
  trx: Db,
  read: Pick<OrderRow, 'id' | 'revision' | 'fulfilment_status' | 'payment_status'>,
  values: AmendedOrderValues,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
    .where('id', '=', read.id)
    .where('revision', '=', read.revision)
    .where('fulfilment_status', '=', read.fulfilment_status)
    .where('payment_status', '=', read.payment_status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Replaces the order's lines with the amended ones. Only an order not yet picked is amended, so no
 * credit note or problem report points at its old lines.
 */
export async function replaceOrderLines(
  trx: Db,
  orderRowId: number,
  lines: Omit<Insertable<OrderItemsTable>, 'order_id'>[],
): Promise<OrderItemRow[]> {
  await trx.deleteFrom('order_items').where('order_id', '=', orderRowId).execute();
  return trx
    .insertInto('order_items')
    .values(lines.map((line) => ({ ...line, order_id: orderRowId })))
    .returningAll()
    .execute();
}

/** What the venue chose for each product's line when it ordered: its note, and whether a substitute may go in. */
export type LineChoices = { note: string | null; allowSubstitute: number };

/** The order's lines' own choices, by product: a change edits quantities and keeps them. */
export async function lineChoicesByProduct(trx: Db, orderRowId: number): Promise<Map<number, LineChoices>> {
  const rows = await trx
    .selectFrom('order_items')
    .select(['product_id', 'note', 'allow_substitute'])
    .where('order_id', '=', orderRowId)
    .where('product_id', 'is not', null)
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.product_id === null
        ? []
        : [[row.product_id, { note: row.note, allowSubstitute: Number(row.allow_substitute) }] as const],
    ),
  );
}

/** The tracked products whose units the order's lines took: their rows are locked before any stock moves. */
export async function productsWithStockTaken(trx: Db, orderRowId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('order_items')
    .select('product_id')
    .where('order_id', '=', orderRowId)
    .where('stock_taken', '>', 0)
    .where('product_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id]));
}

/** The order's history entry for a change the customer made (docs/order-lifecycle.md "What the customer sees"). */
export async function insertAmendmentEvent(
  trx: Db,
  event: { orderRowId: number; actorUserId: number; summary: string; nowIso: string },
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      order_id: event.orderRowId,
      kind: 'amendment',
      from_state: 'received',
      to_state: 'amended',
      actor_user_id: event.actorUserId,
      reason: event.summary,
      created_at: event.nowIso,
    })
    .execute();
}

/** Keeps an invoice a change cancelled and replaced, as it was printed (decision 0184). */
export async function insertReplacedInvoice(
  trx: Db,
  replaced: Omit<Insertable<ReplacedInvoicesTable>, 'id'>,
): Promise<void> {
  await trx.insertInto('replaced_invoices').values(replaced).execute();
}
