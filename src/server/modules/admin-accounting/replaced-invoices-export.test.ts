import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingExport, AccountingSummary } from '../../../domain/schemas/admin-accounting.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { AmendOrderResponse } from '../../../domain/schemas/order-amendment.ts';
import { fixedClock } from '../../clock.ts';
import { parseCsv } from '../../test/csv.ts';
import { createPayLaterCustomer, type OrderShop, openOrderShop } from '../../test/order-shop.ts';
import { ORDER_TEST_NOW, orderPayload, type PricedProduct } from '../orders/place-order-test-data.ts';
import { cancellationNumber } from './admin-accounting.service.ts';

/**
 * Decision 0191: a replaced invoice is exported on its own date, and reversed on the day of the
 * change beside the invoice that replaced it, so whatever ranges the accountant imports, the
 * order's documents add up to the invoice in force.
 */
const clock = fixedClock(ORDER_TEST_NOW);
let shop: OrderShop;
let first = '';
let replacedBy = '';
let orderNumber = '';

/** Friday 20 November (placed), Saturday 21 November (changed), and both. */
const PLACED_DAY = 'from=2026-11-20&to=2026-11-20';
const CHANGE_DAY = 'from=2026-11-21&to=2026-11-21';
const BOTH = 'from=2026-11-20&to=2026-11-21';

beforeAll(async () => {
  shop = await openOrderShop(
    [
      { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
      { name: 'Tonic bottle', listPence: 10_00, memberPence: 10_00 },
    ],
    clock,
  );
  const [champagne, tonic] = shop.products as [PricedProduct, PricedProduct];
  const customer = await createPayLaterCustomer(shop.ctx.db);
  // For Sunday 22 November: it can be changed until Saturday 22:00.
  const payload = {
    ...orderPayload(customer.user.id, [{ product: champagne, quantity: 1 }], {
      payLater: true,
      shipping: { deliveryDay: '2026-11-22' },
    }),
    po_number: 'PO-77',
  };
  const placed = await shop.ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: customer.headers,
    payload,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = NewOrderResponse.parse(placed.json()).order;
  orderNumber = order.order_id;
  first =
    (
      await shop.ctx.db
        .selectFrom('orders')
        .select('invoice_number')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).invoice_number ?? '';

  clock.set('2026-11-21T10:00:00.000Z');
  const changed = await shop.ctx.app.inject({
    method: 'POST',
    url: `/api/myorders/${order.order_id}/amend`,
    headers: customer.headers,
    payload: {
      order_items: [
        { id: champagne.id, quantity: 2 },
        { id: tonic.id, quantity: 3 },
      ],
    },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  replacedBy = AmendOrderResponse.parse(changed.json()).invoice_number ?? '';
});
afterAll(async () => shop?.ctx.close());

async function exported(range: string) {
  const response = await shop.ctx.app.inject({
    method: 'GET',
    url: `/api/admin/accounting/export?${range}&format=json`,
    headers: shop.admin,
  });
  expect(response.statusCode).toBe(200);
  return AccountingExport.parse(response.json()).rows;
}

async function summary(range: string) {
  const response = await shop.ctx.app.inject({
    method: 'GET',
    url: `/api/admin/accounting/summary?${range}`,
    headers: shop.admin,
  });
  expect(response.statusCode).toBe(200);
  return AccountingSummary.parse(response.json());
}

type Row = { quantity: number; unit_amount_pence: number; tax_amount_pence: number };
const totalOf = (rows: readonly Row[]) =>
  rows.reduce((sum, row) => sum + row.quantity * row.unit_amount_pence + row.tax_amount_pence, 0);

describe('a replaced invoice in the accounting export (decision 0191)', () => {
  it('is exported on its own day as it was printed', async () => {
    const rows = await exported(PLACED_DAY);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        invoice_number: first,
        reference: 'PO-77',
        po_number: 'PO-77',
        invoice_date: '2026-11-20',
        description: 'Champagne case',
        quantity: 1,
        unit_amount_pence: 250_00,
        tax_amount_pence: 50_00,
      }),
    ]);
    expect(await summary(PLACED_DAY)).toMatchObject({
      invoices: 1,
      credit_notes: 0,
      cancellations: 0,
      total_pence: 300_00,
    });
  });

  it('is reversed line for line on the day of the change, beside the invoice that replaced it', async () => {
    const rows = await exported(CHANGE_DAY);
    const cancellation = rows.filter((row) => row.kind === 'cancellation');
    expect(cancellation).toEqual([
      expect.objectContaining({
        invoice_number: cancellationNumber(first),
        reference: first,
        invoice_date: '2026-11-21',
        due_date: '2026-11-21',
        description: 'Champagne case',
        quantity: -1,
        unit_amount_pence: 250_00,
        tax_amount_pence: -50_00,
      }),
    ]);
    expect(totalOf(cancellation)).toBe(-300_00);
    const replacement = rows.filter((row) => row.invoice_number === replacedBy);
    expect(replacement.map((row) => [row.kind, row.description, row.quantity])).toEqual([
      ['invoice', 'Champagne case', 2],
      ['invoice', 'Tonic bottle', 3],
    ]);
    expect(totalOf(replacement)).toBe(636_00);
    expect(await summary(CHANGE_DAY)).toMatchObject({
      invoices: 1,
      cancellations: 1,
      total_pence: 336_00,
    });
  });

  it('nets to the invoice in force, imported in one range or in two', async () => {
    const both = await exported(BOTH);
    expect(both.map((row) => row.invoice_number)).toEqual([
      first,
      cancellationNumber(first),
      replacedBy,
      replacedBy,
    ]);
    const inForcePence = Number(
      (
        await shop.ctx.db
          .selectFrom('orders')
          .select('total_pence')
          .where('order_id', '=', orderNumber)
          .executeTakeFirstOrThrow()
      ).total_pence,
    );
    expect(inForcePence).toBe(636_00);
    expect(totalOf(both)).toBe(inForcePence);
    expect(totalOf(await exported(PLACED_DAY)) + totalOf(await exported(CHANGE_DAY))).toBe(inForcePence);
    expect(await summary(BOTH)).toMatchObject({ invoices: 2, cancellations: 1, total_pence: 636_00 });

    // The CSV carries the same rows, the reversal as negative quantities and VAT.
    const csv = await shop.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/accounting/export?${BOTH}`,
      headers: shop.admin,
    });
    const [header, ...lines] = parseCsv(csv.body);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const reversal = lines.find((line) => line[column('InvoiceNumber')] === cancellationNumber(first));
    expect(reversal?.[column('Quantity')]).toBe('-1');
    expect(reversal?.[column('Reference')]).toBe(first);
  });
});
