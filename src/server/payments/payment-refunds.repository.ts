import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentRefundsTable, PaymentSessionsTable } from '../db/schema.ts';

/** A payment an order took through a payment page, as its session row holds it. */
export type SessionPayment = {
  id: string;
  provider: PaymentSessionsTable['provider'];
  amount_pence: number;
  payment_reference: string | null;
};

/**
 * Stores a refund, and answers its id. A payment is refunded in full once (a unique index on the
 * session, for refunds that are not a credit note's or a change's part): a repeat stores nothing and
 * answers undefined; credit notes and changes refund parts of it, each apart.
 */
export async function insertRefundOnce(
  trx: Db,
  refund: Insertable<PaymentRefundsTable>,
): Promise<number | undefined> {
  const stored = await trx
    .insertInto('payment_refunds')
    .values(refund)
    .onConflict((conflict) =>
      conflict
        .column('session_id')
        .where('credit_note_id', 'is', null)
        // Inline, as the index has it: SQLite matches the index's condition only to the same text.
        .where('reason', '<>', sql.lit('order-amended'))
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return stored ? Number(stored.id) : undefined;
}

/** The provider's answer to a refund asked of it: succeeded with its id, or failed with its words. */
export type ProviderRefundAnswer =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'failed'; failure: string };

/**
 * Records the provider's answer on a refund still `pending` (the conditional update: an answer is
 * recorded once); true when it was.
 */
export async function recordProviderAnswer(
  db: Db,
  refundId: number,
  answer: ProviderRefundAnswer,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_refunds')
    .set({
      status: answer.status,
      provider_refund_id: answer.status === 'succeeded' ? answer.providerRefundId : null,
      failure: answer.status === 'failed' ? answer.failure : null,
      updated_at: nowIso,
    })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The session that paid the order, as a payment. */
export function findSessionPayment(trx: Db, sessionId: string): Promise<SessionPayment[]> {
  return trx
    .selectFrom('payment_sessions')
    .select(['id', 'provider', 'amount_pence', 'payment_reference'])
    .where('id', '=', sessionId)
    .execute();
}

/** The differences the order's changes made it pay, each through its own session, oldest first. */
export function findPaidAmendmentPayments(trx: Db, orderRowId: number): Promise<SessionPayment[]> {
  return trx
    .selectFrom('amendment_payments')
    .innerJoin('payment_sessions', 'payment_sessions.id', 'amendment_payments.session_id')
    .select([
      'payment_sessions.id',
      'payment_sessions.provider',
      'payment_sessions.amount_pence',
      'payment_sessions.payment_reference',
    ])
    .where('amendment_payments.order_id', '=', orderRowId)
    .where('amendment_payments.status', '=', 'applied')
    .orderBy('amendment_payments.id')
    .execute();
}

/**
 * For each of these sessions, what parts of it were handed back already (a change costing less, a
 * credit note); a whole refund of a payment ends the order's life, so none is counted.
 */
export async function partsRefundedBySession(
  trx: Db,
  sessionIds: readonly string[],
): Promise<Map<string | null, number>> {
  const refunded = await trx
    .selectFrom('payment_refunds')
    .select((eb) => ['session_id', eb.fn.sum<number | string>('amount_pence').as('total')])
    .where('session_id', 'in', sessionIds)
    .where((eb) => eb.or([eb('credit_note_id', 'is not', null), eb('reason', '=', 'order-amended')]))
    .groupBy('session_id')
    .execute();
  return new Map(refunded.map((row) => [row.session_id, Number(row.total)]));
}
