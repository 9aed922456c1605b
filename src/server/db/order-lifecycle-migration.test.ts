import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '../../domain/schemas/order.ts';
import { createTestOrder } from '../modules/orders/orders-test-data.ts';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';
import { createTestUser } from '../test/users.ts';

const ORDER_LIFECYCLE = '2026_11_27_160000_order_lifecycle';

const database = databaseBeforeMigration(ORDER_LIFECYCLE);

const ORDERS: [OrderStatus, PaymentStatus, 'card' | 'link' | 'pay_later', string | null][] = [
  ['pending', 'pending', 'card', null],
  ['pending', 'pending', 'link', null],
  ['processing', 'paid', 'card', 'INV-000001'],
  ['completed', 'paid', 'card', 'INV-000002'],
  ['cancelled', 'pending', 'card', null],
  ['outstanding', 'pending', 'pay_later', 'INV-000003'],
  ['processing', 'paid', 'pay_later', 'INV-000004'],
  ['completed', 'paid', 'pay_later', 'INV-000005'],
  ['cancelled', 'pending', 'pay_later', null],
];

function figures() {
  return database
    .db()
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'payment_status',
      'payment_method',
      'total_pence',
      'invoice_number',
      'invoiced_at',
    ])
    .orderBy('id')
    .execute();
}

describe(`migration ${ORDER_LIFECYCLE}`, () => {
  it('gives every order its delivery state and changes no status, total, invoice or credit', async () => {
    await database.migrateToJustBefore();
    const db = database.db();

    const customer = await createTestUser(db, {
      pay_later: 1,
      pay_later_credit: 24480,
      pay_later_credit_limit: 200000,
    });
    for (const [index, [status, payment_status, payment_method, invoice_number]] of ORDERS.entries()) {
      await createTestOrder(
        db,
        {
          user_id: customer.id,
          status,
          payment_status,
          payment_method,
          invoice_number,
          invoiced_at: invoice_number ? '2026-11-20T12:00:00.000Z' : null,
          total_pence: 24480 + index,
        },
        undefined,
        { ledger: false },
      );
    }
    const ordersBefore = await figures();

    await database.upgrade();

    expect(await figures()).toEqual(ordersBefore);
    expect(
      (await db.selectFrom('orders').select('fulfilment_status').orderBy('id').execute()).map(
        (row) => row.fulfilment_status,
      ),
    ).toEqual([
      'received',
      'received',
      'received',
      'delivered',
      'cancelled',
      'received',
      'received',
      'delivered',
      'cancelled',
    ]);
    const credit = await db
      .selectFrom('users')
      .select('pay_later_credit')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(Number(credit.pay_later_credit)).toBe(24480);
    expect(await db.selectFrom('order_events').selectAll().execute()).toEqual([]);
  });
});
