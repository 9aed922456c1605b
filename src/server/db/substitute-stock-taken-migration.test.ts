import { describe, expect, it } from 'vitest';
import { createTestOrder } from '../modules/orders/orders-test-data.ts';
import { createOrderProducts } from '../modules/orders/place-order-test-data.ts';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';

const SUBSTITUTE_STOCK_TAKEN = '2026_12_02_300000_substitute_stock_taken';
const AT = '2026-11-21T06:00:00.000Z';

const database = databaseBeforeMigration(SUBSTITUTE_STOCK_TAKEN);

describe(`migration ${SUBSTITUTE_STOCK_TAKEN}`, () => {
  it('records the short units a substitution took from a counted substitute, and none from an uncounted one', async () => {
    await database.migrateToJustBefore();
    const db = database.db();
    const [original, counted, uncounted] = await createOrderProducts(db, [
      { name: 'Mature cheddar 5kg', listPence: 125_00, memberPence: 125_00 },
      { name: 'Farmhouse cheddar 5kg', listPence: 125_00, memberPence: 125_00 },
      { name: 'Mild cheddar 5kg', listPence: 125_00, memberPence: 125_00 },
    ]);
    if (!original || !counted || !uncounted) throw new Error('no products');
    await db.updateTable('products').set({ stock: 7 }).where('id', '=', counted.id).execute();
    await db.updateTable('products').set({ stock: null }).where('id', '=', uncounted.id).execute();
    const line = {
      product_id: original.id,
      title: 'Mature cheddar 5kg',
      quantity: 5,
      unit_price_pence: 125_00,
    };
    const order = await createTestOrder(db, {}, [line, line, line], { ledger: false });
    const [toCounted, toUncounted, notSubstituted] = await db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const substitute = (itemId: number | undefined, productId: number) =>
      db
        .updateTable('order_items')
        .set({ units_short: 3, stock_taken: 2, substitute_product_id: productId, substituted_at: AT })
        .where('id', '=', itemId ?? 0)
        .execute();
    await substitute(toCounted?.id, counted.id);
    await substitute(toUncounted?.id, uncounted.id);
    await db
      .updateTable('order_items')
      .set({ units_short: 3 })
      .where('id', '=', notSubstituted?.id ?? 0)
      .execute();

    await database.upgrade();

    const rows = await db
      .selectFrom('order_items')
      .select('substitute_stock_taken')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => Number(row.substitute_stock_taken))).toEqual([3, 0, 0]);
  });
});
