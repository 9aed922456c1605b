import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_RANGE_BACKWARDS, EXPORT_RANGE_TOO_LONG } from '../../../domain/schemas/admin-accounting.ts';
import { fixedClock } from '../../clock.ts';
import { expectSignInRequired, expectStaffOnly } from '../../test/access.ts';
import { parseCsv } from '../../test/csv.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { loadOrderInvoice } from '../invoices/load-order-invoice.ts';
import { createTestOrder, testShippingInfo } from '../orders/orders-test-data.ts';

let ctx: TestContext;
let admin: { authorization: string };
let customer: { authorization: string };
let seller: { authorization: string };
const orders: Record<string, number> = {};
let memberId: number;

const OCTOBER = 'from=2026-10-01&to=2026-10-31';
const TRICKY_NAME = 'The "Fox", Inn\nLtd';

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock('2026-11-20T12:00:00.000Z') });
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
  customer = (await createSignedInUser(ctx.db)).headers;
  seller = (await createSignedInUser(ctx.db, { role: 'seller' })).headers;

  // 1 October in London (British Summer Time), though still 30 September in UTC.
  orders.payLater = (
    await createTestOrder(
      ctx.db,
      {
        status: 'outstanding',
        payment_method: 'pay_later',
        sub_total_pence: 312,
        tax_pence: 62,
        total_pence: 374,
        invoice_number: 'INV-000100',
        invoiced_at: '2026-09-30T23:30:00.000Z',
        due_at: '2026-10-30T23:30:00.000Z',
      },
      [
        { product_id: null, title: 'Free-range eggs, 30', quantity: 1, unit_price_pence: 104 },
        { product_id: null, title: 'Plain flour 16kg', quantity: 1, unit_price_pence: 104 },
        { product_id: null, title: 'Caster sugar 25kg', quantity: 1, unit_price_pence: 104 },
      ],
    )
  ).id;
  orders.card = (
    await createTestOrder(
      ctx.db,
      {
        status: 'processing',
        payment_status: 'paid',
        sub_total_pence: 4442,
        tax_pence: 888,
        total_pence: 5330,
        invoice_number: 'INV-000101',
        invoiced_at: '2026-10-05T09:00:00.000Z',
        paid_at: '2026-10-05T09:00:00.000Z',
        shipping_info: JSON.stringify(testShippingInfo({ billing_company_name: TRICKY_NAME })),
      },
      [
        { product_id: null, title: 'Cheddar, mature 5kg', quantity: 3, unit_price_pence: 1049 },
        { product_id: null, title: 'Oat milk "barista" 1L', quantity: 7, unit_price_pence: 185 },
      ],
    )
  ).id;
  // The last minute of October in London (Greenwich time again), with a delivery charge.
  orders.lastMinute = (
    await createTestOrder(
      ctx.db,
      {
        status: 'processing',
        payment_status: 'paid',
        sub_total_pence: 1000,
        tax_pence: 200,
        shipping_pence: 500,
        total_pence: 1700,
        invoice_number: 'INV-000103',
        invoiced_at: '2026-10-31T23:59:00.000Z',
      },
      [{ product_id: null, title: 'Lemons, case', quantity: 1, unit_price_pence: 1000 }],
    )
  ).id;
  orders.november = (
    await createTestOrder(ctx.db, {
      status: 'processing',
      payment_status: 'paid',
      invoice_number: 'INV-000104',
      invoiced_at: '2026-11-01T00:00:00.000Z',
    })
  ).id;
  // Cancelled before it was paid: never invoiced.
  orders.cancelled = (
    await createTestOrder(ctx.db, { status: 'cancelled', created_at: '2026-10-10T12:00:00.000Z' })
  ).id;

  const member = await createSignedInUser(ctx.db, { name: 'Grace Hopper' });
  memberId = member.user.id;
  await ctx.db
    .insertInto('addresses')
    .values({
      user_id: memberId,
      is_default: 1,
      company_name: 'Compiler Café',
      phone: '020 7946 0001',
      line1: '1 Marylebone High Street',
      line2: null,
      city: 'London',
      postcode: 'W1U 4AA',
      billing_company_name: 'Compiler Café Ltd',
      billing_phone: null,
      billing_email: null,
      billing_name: null,
      billing_line1: '2 Harley Street',
      billing_line2: null,
      billing_city: 'London',
      billing_postcode: 'W1G 9QD',
      created_at: '2026-10-01T00:00:00.000Z',
      updated_at: '2026-10-01T00:00:00.000Z',
    })
    .execute();
  await ctx.db
    .insertInto('subscription_invoices')
    .values({
      user_id: memberId,
      name: 'W1 Wholesale membership',
      total_pence: 5999,
      net_pence: 4999,
      vat_pence: 1000,
      path: '/download/membership-invoice/INV-000102',
      period_start: '2026-10-15T10:00:00.000Z',
      period_end: '2026-11-15T10:00:00.000Z',
      created_at: '2026-10-15T10:00:00.000Z',
      invoice_number: 'INV-000102',
      provider_invoice_id: 'builtin-test-1',
      subscription_id: null,
    })
    .execute();
});
afterAll(async () => ctx?.close());

const exportOf = (query: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/accounting/export?${query}`, headers });

const HEADER = [
  'ContactName',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'AccountCode',
  'TaxType',
  'TaxAmount',
];

async function orderNumber(id: number | undefined): Promise<string> {
  const row = await ctx.db
    .selectFrom('orders')
    .select('order_id')
    .where('id', '=', id ?? 0)
    .executeTakeFirstOrThrow();
  return row.order_id;
}

describe('GET /api/admin/accounting/export', () => {
  it('is for admins: 403 to a customer or a seller, 401 without a token', async () => {
    const requests = [
      { method: 'GET', url: `/api/admin/accounting/export?${OCTOBER}` },
      { method: 'GET', url: `/api/admin/accounting/export?${OCTOBER}&format=json` },
      { method: 'GET', url: `/api/admin/accounting/summary?${OCTOBER}` },
    ] as const;
    await expectStaffOnly(ctx.app, requests, customer);
    await expectStaffOnly(ctx.app, requests, seller);
    await expectSignInRequired(ctx.app, requests);
  });

  it('gives October’s invoices as Xero’s CSV: one row per line, London dates, quoted text', async () => {
    const response = await exportOf(OCTOBER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="w1-invoices-2026-10-01-2026-10-31.csv"',
    );
    const [payLater, card, lastMinute] = await Promise.all([
      orderNumber(orders.payLater),
      orderNumber(orders.card),
      orderNumber(orders.lastMinute),
    ]);
    const vat = '20% (VAT on Income)';
    expect(parseCsv(response.body)).toEqual([
      HEADER,
      // Pay later: due 30 days on; the invoice's 62p of VAT shared over three lines of 20.8p.
      [
        'Analytical Ltd',
        'INV-000100',
        payLater,
        '01/10/2026',
        '30/10/2026',
        'Free-range eggs, 30',
        '1',
        '1.04',
        '200',
        vat,
        '0.21',
      ],
      [
        'Analytical Ltd',
        'INV-000100',
        payLater,
        '01/10/2026',
        '30/10/2026',
        'Plain flour 16kg',
        '1',
        '1.04',
        '200',
        vat,
        '0.21',
      ],
      [
        'Analytical Ltd',
        'INV-000100',
        payLater,
        '01/10/2026',
        '30/10/2026',
        'Caster sugar 25kg',
        '1',
        '1.04',
        '200',
        vat,
        '0.20',
      ],
      // Paid by card: due on its date.
      [
        TRICKY_NAME,
        'INV-000101',
        card,
        '05/10/2026',
        '05/10/2026',
        'Cheddar, mature 5kg',
        '3',
        '10.49',
        '200',
        vat,
        '6.29',
      ],
      [
        TRICKY_NAME,
        'INV-000101',
        card,
        '05/10/2026',
        '05/10/2026',
        'Oat milk "barista" 1L',
        '7',
        '1.85',
        '200',
        vat,
        '2.59',
      ],
      [
        'Compiler Café Ltd',
        'INV-000102',
        '',
        '15/10/2026',
        '15/10/2026',
        'W1 Wholesale membership, 15 October 2026 to 15 November 2026',
        '1',
        '49.99',
        '200',
        vat,
        '10.00',
      ],
      [
        'Analytical Ltd',
        'INV-000103',
        lastMinute,
        '31/10/2026',
        '31/10/2026',
        'Lemons, case',
        '1',
        '10.00',
        '200',
        vat,
        '1.33',
      ],
      [
        'Analytical Ltd',
        'INV-000103',
        lastMinute,
        '31/10/2026',
        '31/10/2026',
        'Delivery',
        '1',
        '5.00',
        '200',
        vat,
        '0.67',
      ],
    ]);
  });

  it('adds up, invoice by invoice, to the totals the invoices show', async () => {
    const rows = parseCsv((await exportOf(OCTOBER)).body).slice(1);
    const totals = new Map<string, number>();
    for (const row of rows) {
      const [, number = '', , , , , quantity = '', unit = '', , , tax = ''] = row;
      const pence = Number(quantity) * Math.round(Number(unit) * 100) + Math.round(Number(tax) * 100);
      totals.set(number, (totals.get(number) ?? 0) + pence);
    }
    const expected = new Map<string, number>();
    for (const id of [orders.payLater, orders.card, orders.lastMinute]) {
      const invoice = await loadOrderInvoice(ctx.db, id ?? 0, ctx.config);
      if (!invoice) throw new Error('no invoice');
      expected.set(invoice.invoiceNumber, invoice.totalPence);
    }
    expected.set('INV-000102', 5999);
    expect(totals).toEqual(expected);
  });

  it('gives the same rows as JSON, amounts in pence, and a summary that agrees', async () => {
    const json = await exportOf(`${OCTOBER}&format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = json.json();
    expect(body).toMatchObject({ from: '2026-10-01', to: '2026-10-31', line_amount_types: 'Exclusive' });
    expect(body.rows).toHaveLength(8);
    expect(body.rows[3]).toEqual({
      kind: 'invoice',
      contact_name: TRICKY_NAME,
      invoice_number: 'INV-000101',
      reference: await orderNumber(orders.card),
      po_number: null,
      invoice_date: '2026-10-05',
      due_date: '2026-10-05',
      description: 'Cheddar, mature 5kg',
      quantity: 3,
      unit_amount_pence: 1049,
      account_code: '200',
      tax_type: '20% (VAT on Income)',
      tax_amount_pence: 629,
    });

    const summary = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/accounting/summary?${OCTOBER}`,
      headers: admin,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      invoices: 4,
      credit_notes: 0,
      cancellations: 0,
      total_pence: 374 + 5330 + 5999 + 1700,
    });
  });

  it('gives just the header for a range without invoices', async () => {
    const response = await exportOf('from=2025-01-01&to=2025-01-31');
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)).toEqual([HEADER]);
    const json = await exportOf('from=2025-01-01&to=2025-01-31&format=json');
    expect(json.json().rows).toEqual([]);
  });

  it.each([
    { query: 'to=2026-10-31', field: 'from', message: 'Please choose the first day.' },
    { query: 'from=2026-10-01&to=31/10/2026', field: 'to', message: 'Please give the day as YYYY-MM-DD.' },
    { query: 'from=2026-02-30&to=2026-03-31', field: 'from', message: 'Please give a real day.' },
    { query: 'from=2026-10-31&to=2026-10-01', field: 'to', message: EXPORT_RANGE_BACKWARDS },
    { query: 'from=2026-10-01&to=2026-09-31', field: 'to', message: 'Please give a real day.' },
    { query: 'from=2025-10-01&to=2026-10-02', field: 'to', message: EXPORT_RANGE_TOO_LONG },
    { query: `${OCTOBER}&format=xlsx`, field: 'format', message: 'Please choose csv or json.' },
  ])('refuses $query with 422 under $field', async ({ query, field, message }) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(typeof response.json().message).toBe('string');
  });

  it('takes a whole leap year (366 days) in one export', async () => {
    const response = await exportOf('from=2028-01-01&to=2028-12-31');
    expect(response.statusCode).toBe(200);
  });

  it('reads past a page of invoices, every one once and in date order', async () => {
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      user_id: memberId,
      name: 'W1 Wholesale membership',
      total_pence: 5999,
      net_pence: 4999,
      vat_pence: 1000,
      path: `/download/membership-invoice/M${index}`,
      period_start: '2026-12-01T10:00:00.000Z',
      period_end: '2027-01-01T10:00:00.000Z',
      // Three to a second: the page boundary falls between invoices of the same instant.
      created_at: new Date(Date.UTC(2026, 11, 1, 10, 0, Math.floor(index / 3))).toISOString(),
      invoice_number: `INV-9${String(index).padStart(5, '0')}`,
      provider_invoice_id: `builtin-page-${index}`,
      subscription_id: null,
    }));
    for (let start = 0; start < rows.length; start += 400) {
      await ctx.db
        .insertInto('subscription_invoices')
        .values(rows.slice(start, start + 400))
        .execute();
    }
    const response = await exportOf('from=2026-12-01&to=2026-12-31&format=json');
    const numbers = response.json().rows.map((row: { invoice_number: string }) => row.invoice_number);
    expect(numbers).toEqual(rows.map((row) => row.invoice_number));
  });
});
