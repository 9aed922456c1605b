import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';
import type { Db } from './database.ts';
import { isPostgres } from './database.ts';
import { formatNumber, nextInSequence, nextOrderNumber, nextOrderNumberRowSet } from './sequences.ts';

const ORDER_NUMBER_SEQUENCE = '2026_11_28_140000_order_number_sequence';

const database = databaseBeforeMigration(ORDER_NUMBER_SEQUENCE);

/** The next order number as placing takes it on each database. */
async function nextOrderNumberAsPlaced(trx: Db): Promise<string> {
  if (!isPostgres(trx)) return formatNumber('W1', await nextOrderNumber(trx));
  const { rows } = await nextOrderNumberRowSet('W1').execute(trx);
  const taken = rows[0]?.order_number;
  if (taken === undefined) throw new Error('no order number taken');
  return taken;
}

describe(`migration ${ORDER_NUMBER_SEQUENCE}`, () => {
  it('numbers the next order after the last one numbered before it, and leaves invoice numbers alone', async () => {
    await database.migrateToJustBefore();
    const db = database.db();
    await db.updateTable('sequences').set({ value: 41 }).where('name', '=', 'order_number').execute();
    await db.updateTable('sequences').set({ value: 7 }).where('name', '=', 'invoice_number').execute();

    await database.upgrade();

    const numbers = await db
      .transaction()
      .execute(async (trx) => [
        await nextOrderNumberAsPlaced(trx),
        await nextOrderNumberAsPlaced(trx),
        await nextInSequence(trx, 'invoice_number'),
      ]);
    expect(numbers).toEqual(['W1-000042', 'W1-000043', 8]);
  });
});
