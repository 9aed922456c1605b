import type { Db } from './database.ts';
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

/** "W1-000123": short, readable on the phone, and sorting in order. */
export function formatNumber(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(6, '0')}`;
}
