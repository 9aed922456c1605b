import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreditAccountPage,
  OutstandingInvoice,
  OverdueInvoice,
} from '../../../domain/schemas/admin-credit.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestSession } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';
import { reminderSubject } from './credit-mails.ts';

/**
 * The credit desk chases what a customer owes on an invoice, not its total: a credit note for a
 * short line lowers the figure listed and asked for, and an invoice credited in full is not chased.
 */

const clock = fixedClock(ORDER_TEST_NOW);
/** Forty days after the orders were placed: their 30 days are up. */
const FORTY_DAYS_LATER = '2026-12-30T12:00:00.000Z';
let ctx: TestContext;
let admin: { authorization: string };
let adminId: number;
/** £100 a case, £120 with VAT. */
let wine: PricedProduct;
/** £50 a case, £60 with VAT. */
let beer: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [wine, beer] = (await createOrderProducts(ctx.db, [
    { name: 'Claret case', listPence: 100_00, memberPence: 100_00 },
    { name: 'Lager case', listPence: 50_00, memberPence: 50_00 },
  ])) as [PricedProduct, PricedProduct];
  const signedIn = await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' });
  admin = signedIn.headers;
  adminId = signedIn.user.id;
});

/** Forty days on: the invoices are overdue, and staff sign in again (a session does not last so long). */
async function fortyDaysLater() {
  clock.set(FORTY_DAYS_LATER);
  admin = { authorization: `Bearer ${await createTestSession(ctx.db, adminId, clock.now())}` };
}
afterAll(async () => ctx?.close());

type Customer = Awaited<ReturnType<typeof createSignedInUser>>;

async function payLaterCustomer(): Promise<Customer> {
  return createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit: 0, pay_later_credit_limit: 2000_00 });
}

/** Places, on pay-later terms, 2 cases of wine and 3 of beer: £420 with VAT. Delivered. */
async function deliveredInvoice(customer: Customer) {
  clock.set(ORDER_TEST_NOW);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: customer.headers,
    payload: orderPayload(
      customer.user.id,
      [
        { product: wine, quantity: 2 },
        { product: beer, quantity: 3 },
      ],
      { payLater: true },
    ),
  });
  expect(placed.statusCode).toBe(201);
  const order = NewOrderResponse.parse(placed.json()).order;
  const delivered = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/fulfilment`,
    headers: admin,
    payload: { move: 'deliver' },
  });
  expect(delivered.statusCode).toBe(200);
  const items = await ctx.db
    .selectFrom('order_items')
    .select(['id', 'quantity'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  return { order, items };
}

async function creditNote(orderRowId: number, lines: { item_id: number; quantity: number }[]) {
  const issued = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderRowId}/credit-notes`,
    headers: admin,
    payload: { lines, reason: 'Delivered short' },
  });
  expect(issued.statusCode).toBe(201);
}

async function get<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: admin });
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}

describe('an invoice credited for a line', () => {
  it('is listed, totalled and reminded for what is still owed: its total less the credit note', async () => {
    const customer = await payLaterCustomer();
    const { order, items } = await deliveredInvoice(customer);
    const [, lager] = items;
    // One case of lager short: £60 with VAT off £420.
    await creditNote(order.id, [{ item_id: lager?.id ?? 0, quantity: 1 }]);
    await fortyDaysLater();

    const outstanding = await get(
      `/api/admin/credit/accounts/${customer.user.id}/invoices`,
      OutstandingInvoice.array(),
    );
    expect(outstanding).toEqual([
      expect.objectContaining({ id: order.id, total_pence: 420_00, owed_pence: 360_00, overdue: true }),
    ]);
    const overdue = await get('/api/admin/credit/overdue', OverdueInvoice.array());
    expect(overdue.find((invoice) => invoice.id === order.id)).toMatchObject({
      total_pence: 420_00,
      owed_pence: 360_00,
    });
    const accounts = await get(
      `/api/admin/credit/accounts?filter=all&q=${encodeURIComponent(customer.user.email)}`,
      CreditAccountPage,
    );
    expect(accounts.data[0]).toMatchObject({
      pay_later_credit: 360_00,
      outstanding_count: 1,
      overdue_count: 1,
      overdue_pence: 360_00,
    });

    const reminded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/overdue/${order.id}/reminder`,
      headers: admin,
    });
    expect(reminded.statusCode).toBe(200);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('subject', '=', reminderSubject(order.order_id))
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(
      `for order ${order.order_id}, £360.00 (its total of £420.00 less credit notes), was due on`,
    );
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'credit.reminder')
      .where('subject_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}')).toMatchObject({ amount_pence: 360_00 });
    expect(await ledgerOutOfStep(ctx.db)).toEqual([]);
  });

  it('credited in full is neither outstanding nor overdue, and cannot be reminded', async () => {
    const customer = await payLaterCustomer();
    const { order, items } = await deliveredInvoice(customer);
    await creditNote(
      order.id,
      items.map((item) => ({ item_id: item.id, quantity: item.quantity })),
    );
    await fortyDaysLater();

    expect(
      await get(`/api/admin/credit/accounts/${customer.user.id}/invoices`, OutstandingInvoice.array()),
    ).toEqual([]);
    const overdue = await get('/api/admin/credit/overdue', OverdueInvoice.array());
    expect(overdue.map((invoice) => invoice.id)).not.toContain(order.id);
    const accounts = await get(
      `/api/admin/credit/accounts?filter=all&q=${encodeURIComponent(customer.user.email)}`,
      CreditAccountPage,
    );
    expect(accounts.data[0]).toMatchObject({
      pay_later_credit: 0,
      outstanding_count: 0,
      overdue_count: 0,
      overdue_pence: 0,
    });
    const reminded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/overdue/${order.id}/reminder`,
      headers: admin,
    });
    expect(reminded.statusCode).toBe(409);
    expect(await ledgerOutOfStep(ctx.db)).toEqual([]);
  });
});
