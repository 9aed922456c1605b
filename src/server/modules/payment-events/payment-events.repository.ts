import type { Selectable } from 'kysely';
import { type Db, isPostgres } from '../../db/database.ts';
import type { OrdersTable } from '../../db/schema.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';

type OrderRow = Selectable<OrdersTable>;

/**
 * Stores the provider event's id, or nothing when it is stored already: true only for the first
 * delivery, so a retried or replayed event is acted on once.
 */
export async function storeNewPaymentEvent(
  trx: Db,
  event: PaymentEvent,
  processedAt: string,
): Promise<boolean> {
  const stored = await trx
    .insertInto('payment_events')
    .values({ id: event.id, type: event.providerType, payload: event.payload, processed_at: processedAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}

/** On PostgreSQL, takes the order's row lock (every writer takes it before its sessions'). */
export async function lockOrderRow(trx: Db, orderRowId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('orders').select('id').where('id', '=', orderRowId).forUpdate().execute();
}

/**
 * Marks the session complete if no event has applied it yet, keeping the provider's payment behind
 * it for its refunds; false when another event has.
 */
export async function claimPaymentSession(
  trx: Db,
  sessionId: string,
  appliedAt: string,
  paymentReference: string | null = null,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('payment_sessions')
    .set({
      status: 'complete',
      applied_at: appliedAt,
      ...(paymentReference !== null ? { payment_reference: paymentReference } : {}),
    })
    .where('id', '=', sessionId)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

export async function findOrderByRowId(trx: Db, orderRowId: number): Promise<OrderRow | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderRowId).executeTakeFirst();
}
