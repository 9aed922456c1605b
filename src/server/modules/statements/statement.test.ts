import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDay } from '../../../domain/accounting.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { AccountStatement } from '../../../domain/schemas/statement.ts';
import { fixedClock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { openOrderShop } from '../../test/order-shop.ts';
import { pdfText } from '../../test/pdf-text.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { recordLedgerEntry } from '../account-ledger/ledger.repository.ts';
import { orderPayload, type PricedProduct } from '../orders/place-order-test-data.ts';

const clock = fixedClock('2026-05-01T09:00:00.000Z');
let ctx: TestContext;
/** £250 of goods: £300 with VAT. */
let case250: PricedProduct;
let admin: { authorization: string };
let customer: { user: UserRow; headers: { authorization: string } };
const invoices: Record<string, string> = {};

/** Places a £300 pay-later order at noon of `day` (London is on GMT or BST: noon UTC is that day). */
async function placeOn(day: string, headers: { authorization: string }, userId: number) {
  clock.set(`${day}T12:00:00.000Z`);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers,
    payload: orderPayload(userId, [{ product: case250, quantity: 1 }], {
      payLater: true,
      shipping: { deliveryDay: nextDay(day) },
    }),
  });
  expect(placed.statusCode).toBe(201);
  const order = NewOrderResponse.parse(placed.json()).order;
  const row = await ctx.db
    .selectFrom('orders')
    .select('invoice_number')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { id: order.id, invoice: row.invoice_number ?? '' };
}

async function as(day: string, request: InjectOptions) {
  clock.set(`${day}T12:00:00.000Z`);
  const response = await ctx.app.inject(request);
  expect(response.statusCode).toBe(200);
}

/**
 * The customer's account, as it stands on 1 December 2026: a balance of £75 brought forward in May
 * (an adjustment with no order), A invoiced in August and paid by bank transfer in September, B
 * invoiced 10 September and unpaid, C invoiced 12 September and cancelled, D invoiced 8 October and
 * unpaid. £675 owed.
 */
beforeAll(async () => {
  const shop = await openOrderShop(
    [{ name: 'Champagne case', listPence: 250_00, memberPence: 250_00 }],
    clock,
  );
  ({ ctx, admin } = shop);
  [case250] = shop.products as [PricedProduct];
  customer = await createSignedInUser(ctx.db, {
    name: 'Grace Hopper',
    pay_later: 1,
    pay_later_credit: 0,
    pay_later_credit_limit: 2000_00,
  });
  const { user, headers } = customer;
  await ctx.db.transaction().execute((trx) =>
    recordLedgerEntry(
      trx,
      {
        userId: user.id,
        orderId: null,
        kind: 'adjustment',
        amountPence: 75_00,
        reference: 'Balance brought forward',
        actorUserId: null,
      },
      '2026-05-01T09:00:00.000Z',
    ),
  );
  const a = await placeOn('2026-08-20', headers, user.id);
  await as('2026-09-03', {
    method: 'POST',
    url: `/api/admin/credit/accounts/${user.id}/payments`,
    headers: admin,
    payload: { order_ids: [a.id], reference: 'BACS 1' },
  });
  const b = await placeOn('2026-09-10', headers, user.id);
  const c = await placeOn('2026-09-12', headers, user.id);
  await as('2026-09-14', {
    method: 'POST',
    url: `/api/admin/orders/${c.id}/cancel`,
    headers: admin,
    payload: { reason: 'Venue closed for the week' },
  });
  const d = await placeOn('2026-10-08', headers, user.id);
  Object.assign(invoices, { a: a.invoice, b: b.invoice, c: c.invoice, d: d.invoice });
  clock.set('2026-12-01T10:00:00.000Z');
});
afterAll(async () => ctx?.close());

async function statementOf(url: string, headers: { authorization: string }) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return AccountStatement.parse(response.json());
}

const owed = async (userId: number) =>
  Number(
    (
      await ctx.db
        .selectFrom('users')
        .select('pay_later_credit')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).pay_later_credit,
  );

describe("a customer's statement", () => {
  it('covers the last three months to today by default, closing on what the customer owes', async () => {
    const statement = await statementOf('/api/account/statement', customer.headers);
    expect(statement).toMatchObject({
      from: '2026-09-01',
      to: '2026-12-01',
      as_of: '2026-12-01',
      customer: { id: customer.user.id, name: 'Grace Hopper' },
      opening_balance_pence: 375_00,
      closing_balance_pence: 675_00,
      amount_due_pence: 675_00,
    });
    expect(statement.closing_balance_pence).toBe(await owed(customer.user.id));
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);
    expect(
      statement.entries.map((entry) => [
        entry.date,
        entry.type,
        entry.reference,
        entry.amount_pence,
        entry.balance_pence,
      ]),
    ).toEqual([
      ['2026-09-03', 'Payment (Bank transfer)', `${invoices.a} / BACS 1`, -300_00, 75_00],
      ['2026-09-10', 'Invoice', invoices.b, 300_00, 375_00],
      ['2026-09-12', 'Invoice', invoices.c, 300_00, 675_00],
      // The cancel cancelled the invoice with a credit note for the whole of it.
      ['2026-09-14', 'Cancelled invoice', `${invoices.c} / CN-000001`, -300_00, 375_00],
      ['2026-10-08', 'Invoice', invoices.d, 300_00, 675_00],
    ]);
  });

  it('ages what is owed: each invoice from its date, the old adjustment from its own', async () => {
    const statement = await statementOf('/api/account/statement', customer.headers);
    expect(statement.ageing).toEqual([
      { label: '0-30 days', amount_pence: 0 },
      { label: '31-60 days', amount_pence: 300_00 },
      { label: '61-90 days', amount_pence: 300_00 },
      { label: '90+ days', amount_pence: 75_00 },
    ]);
    const aged = statement.ageing.reduce((sum, bucket) => sum + bucket.amount_pence, 0);
    expect(aged).toBe(statement.closing_balance_pence);
  });

  it('states a chosen period, ageing at its last day', async () => {
    const statement = await statementOf(
      '/api/account/statement?from=2026-10-01&to=2026-10-31',
      customer.headers,
    );
    expect(statement).toMatchObject({
      opening_balance_pence: 375_00,
      closing_balance_pence: 675_00,
      as_of: '2026-10-31',
    });
    expect(statement.entries.map((entry) => entry.reference)).toEqual([invoices.d]);
    expect(statement.ageing.map((bucket) => bucket.amount_pence)).toEqual([300_00, 300_00, 0, 75_00]);
  });

  it('is empty, owing nothing, for a customer with no entries', async () => {
    const { headers } = await createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit_limit: 500_00 });
    const statement = await statementOf('/api/account/statement', headers);
    expect(statement).toMatchObject({ opening_balance_pence: 0, closing_balance_pence: 0, entries: [] });
  });

  it.each([
    { query: 'from=2026-02-30', field: 'from', message: 'Please give a real day.' },
    { query: 'from=01/10/2026', field: 'from', message: 'Please give the day as YYYY-MM-DD.' },
    {
      query: 'from=2026-10-31&to=2026-10-01',
      field: 'to',
      message: 'The last day must not be before the first day.',
    },
    { query: 'from=2025-01-01&to=2026-10-01', field: 'to', message: 'Please choose at most 366 days.' },
    // Only the first day given: the period ends today, before it.
    { query: 'from=2026-12-25', field: 'to', message: 'The last day must not be before the first day.' },
    { query: 'user_id=1', field: 'user_id', message: undefined },
  ])('refuses $query in the one error shape', async ({ query, field, message }) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/statement?${query}`,
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toEqual([message]);
  });

  it('asks for a session, and is for customer accounts', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/statement' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/statement.pdf' })).statusCode).toBe(401);
    const seller = await createSignedInUser(ctx.db, { role: 'seller' });
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/statement',
      headers: seller.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the statement PDF', () => {
  it('prints the period, balances, entries, ageing and the amount due; the same statement is the same file', async () => {
    const url = '/api/account/statement.pdf?from=2026-09-01&to=2026-12-01';
    const response = await ctx.app.inject({ method: 'GET', url, headers: customer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="statement-2026-09-01-2026-12-01.pdf"',
    );
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'W1 Wholesale Ltd',
      '12 Wigmore Street',
      'Statement of account',
      'Period: 1 September 2026 to 1 December 2026',
      'Grace Hopper',
      'Opening balance on 1 September 2026',
      '£375.00',
      `${invoices.a} / BACS 1`,
      'Payment (Bank transfer)',
      'Cancelled invoice',
      invoices.d,
      'Closing balance on 1 December 2026',
      '90+ days',
      '£75.00',
      'Amount due',
      '£675.00',
    ]) {
      expect(text).toContain(expected);
    }
    const again = await ctx.app.inject({ method: 'GET', url, headers: customer.headers });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);

    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/credit/accounts/${customer.user.id}/statement.pdf?from=2026-09-01&to=2026-12-01`,
      headers: admin,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(response.rawPayload)).toBe(true);
  });
});

describe("staff's statement of a customer", () => {
  it('is the statement the customer sees', async () => {
    const own = await statementOf('/api/account/statement', customer.headers);
    const staff = await statementOf(`/api/admin/credit/accounts/${customer.user.id}/statement`, admin);
    expect(staff).toEqual(own);
  });

  it("is staff's alone, and only of customer accounts", async () => {
    const other = await createSignedInUser(ctx.db, { pay_later: 1, pay_later_credit_limit: 500_00 });
    for (const suffix of ['statement', 'statement.pdf']) {
      const url = `/api/admin/credit/accounts/${customer.user.id}/${suffix}`;
      expect((await ctx.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const adminRow = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const id of [999_999, adminRow.id]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/credit/accounts/${id}/statement`,
        headers: admin,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'This customer account does not exist.' });
    }
  });
});
