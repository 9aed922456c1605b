import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';
import { nextInSequence, nextOrderNumber } from './sequences.ts';

const ORDER_NUMBER_SEQUENCE = '2026_11_28_140000_order_number_sequence';

const database = databaseBeforeMigration(ORDER_NUMBER_SEQUENCE);

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
        await nextOrderNumber(trx),
        await nextOrderNumber(trx),
        await nextInSequence(trx, 'invoice_number'),
      ]);
    expect(numbers).toEqual([42, 43, 8]);
  });
});
