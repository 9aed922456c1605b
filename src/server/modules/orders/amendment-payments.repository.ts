import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AmendmentPaymentsTable, UserRow } from '../../db/schema.ts';

export type AmendmentPaymentRow = Selectable<AmendmentPaymentsTable>;

/** Keeps a change of a paid order waiting for its difference to be paid (decision 0189). */
export async function insertAmendmentPayment(
  trx: Db,
  row: Omit<AmendmentPaymentRow, 'id' | 'status' | 'updated_at'>,
): Promise<void> {
  await trx
    .insertInto('amendment_payments')
    .values({ ...row, status: 'awaiting', updated_at: row.created_at })
    .execute();
}

/** A later change replaces the order's changes still waiting for payment: none of them may apply now. */
export async function replaceAwaitingAmendments(trx: Db, orderRowId: number, nowIso: string): Promise<void> {
  await trx
    .updateTable('amendment_payments')
    .set({ status: 'replaced', updated_at: nowIso })
    .where('order_id', '=', orderRowId)
    .where('status', '=', 'awaiting')
    .execute();
}

/** The change a payment session was opened for, if it was one. */
export async function findAmendmentPaymentBySession(
  trx: Db,
  sessionId: string,
): Promise<AmendmentPaymentRow | undefined> {
  return trx
    .selectFrom('amendment_payments')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** Records what became of a change once its payment arrived: made, or refunded (only from awaiting). */
export async function settleAmendmentPayment(
  trx: Db,
  id: number,
  status: 'applied' | 'refunded',
  nowIso: string,
): Promise<void> {
  await trx
    .updateTable('amendment_payments')
    .set({ status, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'awaiting')
    .execute();
}

/** The order's change still waiting for its payment on an open page, if there is one: what it will cost. */
export async function openAmendmentPaymentOf(
  db: Db,
  orderRowId: number,
  nowIso: string,
): Promise<{ difference_pence: number; url: string } | undefined> {
  return db
    .selectFrom('amendment_payments')
    .innerJoin('payment_sessions', 'payment_sessions.id', 'amendment_payments.session_id')
    .select(['amendment_payments.difference_pence', 'payment_sessions.url'])
    .where('amendment_payments.order_id', '=', orderRowId)
    .where('amendment_payments.status', '=', 'awaiting')
    .where('payment_sessions.status', '=', 'open')
    .where('payment_sessions.expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** The order's customer as a change is applied for them, when the account still exists. */
export async function findCustomerRow(trx: Db, userId: number | null): Promise<UserRow | undefined> {
  if (userId === null) return undefined;
  return trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
