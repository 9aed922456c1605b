import { type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from './database.ts';
import type { SequencesTable } from './schema.ts';

/**
 * The next number of a counter. Call it inside the transaction that uses the number: the update
 * locks the counter's row until that transaction ends (PostgreSQL) or holds the write lock
 * (SQLite), so numbers are unique and, unless that transaction rolls back, without gaps.
 */
export async function nextInSequence(trx: Db, name: SequencesTable['name']): Promise<number> {
  const row = await trx
    .updateTable('sequences')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * SQLite: the next order number, taken inside the placing transaction (SQLite writes one
 * transaction at a time, so the counter row costs no queue). PostgreSQL's orders take theirs from
 * the `order_number_seq` sequence in the placing statement itself (nextOrderNumberRowSet), which
 * holds no lock until the commit, so concurrent orders do not queue behind each other's disk flush;
 * the price there is that a placing that fails after taking its number leaves that number unused
 * (numbers stay unique and rising). Invoice numbers keep `nextInSequence` on both: a VAT invoice's
 * number must follow the last without a gap.
 */
export async function nextOrderNumber(trx: Db): Promise<number> {
  // On PostgreSQL the counter row is no longer the source: a number taken from it would repeat one.
  if (isPostgres(trx)) throw new Error('PostgreSQL orders take their number through nextOrderNumberRowSet');
  return nextInSequence(trx, 'order_number');
}

/**
 * PostgreSQL: the next order number as formatNumber writes it, taken from the sequence by the
 * statement that uses it (one `nextval`, however often the row set is read), so that taking it
 * costs no round trip of its own (decision 0204).
 */
export function nextOrderNumberRowSet(prefix: string): RawBuilder<{ order_number: string }> {
  return sql`select cast(${prefix} as text) || '-' || lpad(taken.value::text, greatest(6, length(taken.value::text)), '0') as order_number
    from (select nextval('order_number_seq') as value) as taken`;
}

/** "W1-000123": short, readable on the phone, and sorting in order. */
export function formatNumber(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(6, '0')}`;
}
