import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';

let created = 0;

/** A complete shipping_info as checkout stores it (docs/product.md §3), for tests to override piece by piece. */
export function testShippingInfo(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@venue.test',
    company_name: 'The Analytical Bar',
    phone: '020 7946 0001',
    line1: '1 Marylebone High Street',
    line2: null,
    city: 'London',
    postcode: 'W1U 4AA',
    billing_name: 'Ada Accounts',
    billing_email: 'accounts@venue.test',
    billing_company_name: 'Analytical Ltd',
    billing_phone: '020 7946 0002',
    billing_line1: '2 Harley Street',
    billing_line2: 'Suite 3',
    billing_city: 'London',
    billing_postcode: 'W1G 9QD',
    deliveryDay: '2026-11-21',
    deliveryTime: 'morning',
    ...overrides,
  };
}

type TestOrderItem = Omit<Insertable<OrderItemsTable>, 'order_id'>;

/**
 * An order written straight to the database, as placing one would leave it. A pay-later order of a
 * customer gets the ledger entries its states imply (charged; then paid or cancelled), as the
 * ledger's migration would write them, but the customer's owed figure is left to the test to set;
 * `ledger: false` writes none, for a database from before the ledger.
 */
export async function createTestOrder(
  db: Db,
  overrides: Partial<Insertable<OrdersTable>> = {},
  items: TestOrderItem[] = [
    { product_id: null, title: 'House red wine 75cl', quantity: 24, unit_price_pence: 850 },
  ],
  options: { ledger?: boolean } = {},
): Promise<{ id: number; order_id: string }> {
  created += 1;
  const now = '2026-11-20T12:00:00.000Z';
  const order = await db
    .insertInto('orders')
    .values({
      order_id: `TEST-${Date.now()}-${created}`,
      user_id: null,
      customer_name: 'Ada Lovelace',
      company_name: 'The Analytical Bar',
      email: 'ada@venue.test',
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'card',
      payment_url: null,
      sub_total_pence: 20400,
      tax_pence: 4080,
      shipping_pence: 0,
      total_pence: 24480,
      shipping_info: JSON.stringify(testShippingInfo()),
      delivery_day: '2026-11-21',
      delivery_time: 'morning',
      due_at: null,
      paid_at: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning(['id', 'order_id', 'user_id', 'payment_method', 'payment_status', 'status', 'total_pence'])
    .executeTakeFirstOrThrow();
  if (options.ledger !== false && order.payment_method === 'pay_later' && order.user_id !== null) {
    await writeTestLedger(db, { ...order, user_id: order.user_id }, now);
  }
  if (items.length > 0) {
    await db
      .insertInto('order_items')
      .values(items.map((item) => ({ ...item, order_id: order.id })))
      .execute();
  }
  return { id: order.id, order_id: order.order_id };
}

async function writeTestLedger(
  db: Db,
  order: { id: number; user_id: number; payment_status: string; status: string; total_pence: number },
  at: string,
): Promise<void> {
  const entry = { user_id: order.user_id, order_id: order.id, created_at: at };
  const closing =
    order.payment_status === 'paid'
      ? ({ kind: 'payment', method: 'bank_transfer' } as const)
      : order.status === 'cancelled'
        ? ({ kind: 'cancellation', method: null } as const)
        : null;
  await db
    .insertInto('ledger_entries')
    .values([
      { ...entry, kind: 'charge', amount_pence: order.total_pence },
      ...(closing ? [{ ...entry, ...closing, amount_pence: -order.total_pence }] : []),
    ])
    .execute();
}
