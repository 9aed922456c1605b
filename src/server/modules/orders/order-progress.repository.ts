import { type CancellationRefund, moveMaker } from '../../../domain/order-progress.ts';
import type { OrderHistoryStep } from '../../../domain/schemas/order.ts';
import type { Db } from '../../db/database.ts';
import { listReplacedInvoices, type ReplacedInvoiceRef } from '../invoices/invoices.public.ts';

/** What the customer's order page shows of an order's moves, credit notes and replaced invoices. */
export type OrderProgress = {
  history: OrderHistoryStep[];
  creditedPence: number;
  /** Where the payment of an order paid and then cancelled stands. */
  cancellationRefund: CancellationRefund;
  /** The invoices changes replaced (decision 0184), oldest first. */
  replacedInvoices: ReplacedInvoiceRef[];
};

export const NO_PROGRESS: OrderProgress = {
  history: [],
  creditedPence: 0,
  cancellationRefund: 'none',
  replacedInvoices: [],
};

function progressOf(map: Map<number, OrderProgress>, orderId: number): OrderProgress {
  const found = map.get(orderId);
  if (found) return found;
  const made: OrderProgress = {
    history: [],
    creditedPence: 0,
    cancellationRefund: 'none',
    replacedInvoices: [],
  };
  map.set(orderId, made);
  return made;
}

/**
 * The moves, credit notes, cancellation refunds and replaced invoices of these orders, by order: four queries however
 * many orders there are. Who made a move is told in the customer's terms only ("you" or "the shop"):
 * staff names stay in the back office.
 */
export async function progressByOrder(
  db: Db,
  orders: readonly { id: number; user_id: number | null }[],
): Promise<Map<number, OrderProgress>> {
  const byOrder = new Map<number, OrderProgress>();
  if (orders.length === 0) return byOrder;
  const ids = orders.map((order) => order.id);
  const customerOf = new Map(orders.map((order) => [order.id, order.user_id]));
  const [events, credited, refunds, replaced] = await Promise.all([
    db
      .selectFrom('order_events')
      .select(['order_id', 'kind', 'from_state', 'to_state', 'actor_user_id', 'reason', 'created_at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['order_id', (eb) => eb.fn.sum<number | string>('total_pence').as('total')])
      .where('order_id', 'in', ids)
      .groupBy('order_id')
      .execute(),
    db
      .selectFrom('payment_refunds')
      .select(['order_id', 'status'])
      .where('order_id', 'in', ids)
      .where('reason', '=', 'cancelled-after-payment')
      .execute(),
    listReplacedInvoices(db, ids),
  ]);
  for (const event of events) {
    progressOf(byOrder, event.order_id).history.push({
      kind: event.kind,
      from: event.from_state,
      to: event.to_state,
      by: moveMaker(event.actor_user_id, customerOf.get(event.order_id) ?? null),
      // A cancellation's reason is the one the customer is told; an amendment's says what changed.
      reason: event.to_state === 'cancelled' || event.kind === 'amendment' ? event.reason : null,
      at: event.created_at,
    });
  }
  for (const row of credited) progressOf(byOrder, row.order_id).creditedPence = Number(row.total);
  for (const row of refunds) {
    if (row.order_id === null) continue;
    const progress = progressOf(byOrder, row.order_id);
    // Done only once every such refund has reached the customer.
    const done = row.status === 'succeeded' || row.status === 'manual';
    if (!done) progress.cancellationRefund = 'in_progress';
    else if (progress.cancellationRefund === 'none') progress.cancellationRefund = 'done';
  }
  for (const invoice of replaced) progressOf(byOrder, invoice.order_id).replacedInvoices.push(invoice);
  return byOrder;
}
