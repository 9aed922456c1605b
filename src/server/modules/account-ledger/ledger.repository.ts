import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { LedgerEntryKind, LedgerPaymentMethod } from '../../../domain/ledger.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Writes and reads the pay-later ledger (docs/account-ledger.md). Every writer goes through
 * `recordLedgerEntry`, which moves users.pay_later_credit by the same amount in the caller's
 * transaction, so the stored figure the credit checks read always equals the entries' sum.
 */

export type NewLedgerEntry = {
  userId: number;
  orderId: number | null;
  kind: LedgerEntryKind;
  /** Signed pence: positive raises what is owed. */
  amountPence: number;
  method?: LedgerPaymentMethod | null;
  reference?: string | null;
  actorUserId: number | null;
};

/**
 * Adds the entry and moves the customer's owed figure with it. A charge is not written here: it is
 * taken by the credit check's own conditional update (takePayLaterCredit) and then recorded with
 * `recordChargeEntry`.
 */
export async function recordLedgerEntry(trx: Db, entry: NewLedgerEntry, nowIso: string): Promise<void> {
  await insertEntry(trx, entry, nowIso);
  await trx
    .updateTable('users')
    .set((eb) => ({ pay_later_credit: eb('pay_later_credit', '+', entry.amountPence), updated_at: nowIso }))
    .where('id', '=', entry.userId)
    .execute();
}

/** Records the charge of an order whose credit the caller has already taken in this transaction. */
export async function recordChargeEntry(
  trx: Db,
  entry: Omit<NewLedgerEntry, 'kind' | 'method'>,
  nowIso: string,
): Promise<void> {
  await insertEntry(trx, { ...entry, kind: 'charge' }, nowIso);
}

/**
 * recordChargeEntry as a part of another statement (PostgreSQL's data-modifying `with`): the charge
 * of the order that `placed` (a row set of the statement with the order's `id` and `user_id`)
 * holds, its reference left to the invoice's numbering.
 */
export function chargeEntryStatement(
  placed: string,
  entry: { amountPence: number; actorUserId: number },
  nowIso: string,
): RawBuilder<unknown> {
  const from = sql.table(placed);
  return sql`insert into ledger_entries (user_id, order_id, kind, amount_pence, reference, actor_user_id, created_at)
    select ${from}.user_id, ${from}.id, 'charge', cast(${entry.amountPence} as integer), null,
      cast(${entry.actorUserId} as integer), cast(${nowIso} as text)
    from ${from}`;
}

async function insertEntry(trx: Db, entry: NewLedgerEntry, nowIso: string): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values({
      user_id: entry.userId,
      order_id: entry.orderId,
      kind: entry.kind,
      amount_pence: entry.amountPence,
      method: entry.method ?? null,
      reference: entry.reference ?? null,
      actor_user_id: entry.actorUserId,
      created_at: nowIso,
    })
    .execute();
}

/**
 * What the entries selected leave owed: their sum, 0 when there are none (docs/account-ledger.md).
 * An order's own figure is this over the entries with its order_id: its total less its credit
 * notes, payments and cancellation.
 */
export const ledgerOwedSum = sql<number>`coalesce(sum(ledger_entries.amount_pence), 0)`;

/** What is still owed on one order: the sum of its entries (0 for an order not on account). */
export async function orderOwedPence(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(ledgerOwedSum.as('owed'))
    .where('ledger_entries.order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/**
 * orderOwedPence as a column of a query over orders, for lists of invoices (alias it with `.as`);
 * it reads as a string on PostgreSQL, so pass it through Number.
 */
export function orderOwedColumn(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb
    .selectFrom('ledger_entries')
    .select(ledgerOwedSum.as('owed'))
    .whereRef('ledger_entries.order_id', '=', 'orders.id');
}

/**
 * What a card payment for the order must take now: a pay-later invoice what it still owes (its
 * total less any credit notes), any other order its total.
 */
export async function amountToPayPence(
  db: Db,
  order: { id: number; payment_method: string; total_pence: number },
): Promise<number> {
  return order.payment_method === 'pay_later' ? orderOwedPence(db, order.id) : Number(order.total_pence);
}
