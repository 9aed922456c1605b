import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuedCreditNote } from '../../../domain/schemas/credit-notes.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { parseCsv } from '../../test/csv.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from './place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let admin: { authorization: string };
let wine: PricedProduct;
let flour: PricedProduct;
let eggs: PricedProduct;
/** The pay-later order (invoiced as it is placed) every test reads. */
let order: { id: number; order_id: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [wine, flour, eggs] = (await createOrderProducts(ctx.db, [
    { name: 'House red wine case', listPence: 100_03, memberPence: 90_00, vatRatePercent: 20 },
    { name: 'Strong white bread flour 16kg', listPence: 18_45, memberPence: 17_00, vatRatePercent: 0 },
    { name: 'Free-range eggs x 180', listPence: 32_10, memberPence: 30_00, vatRatePercent: 5 },
  ])) as [PricedProduct, PricedProduct, PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
  const customer = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: 0,
    pay_later_credit_limit: 2000_00,
  });
  // £200.06 at 20 % (VAT £40.01), £55.35 at 0 %, £32.10 at 5 % (VAT £1.61): £329.13 in all.
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: customer.headers,
    payload: orderPayload(
      customer.user.id,
      [
        { product: wine, quantity: 2 },
        { product: flour, quantity: 3 },
        { product: eggs, quantity: 1 },
      ],
      { payLater: true },
    ),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = NewOrderResponse.parse(placed.json()).order;
});
afterAll(async () => ctx?.close());

const linesOf = () =>
  ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();

describe('documents of an order mixing VAT rates', () => {
  it('exports each line to Xero with its own rate’s TaxType and that rate’s VAT', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/export?from=2026-11-20&to=2026-11-20',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const mine = rows.filter((row) => row[column('Reference')] === order.order_id);
    expect(
      mine.map((row) => [
        row[column('Description')],
        row[column('UnitAmount')],
        row[column('TaxType')],
        row[column('TaxAmount')],
      ]),
    ).toEqual([
      ['House red wine case', '100.03', '20% (VAT on Income)', '40.01'],
      ['Strong white bread flour 16kg', '18.45', 'Zero Rated Income', '0.00'],
      ['Free-range eggs x 180', '32.10', '5% (VAT on Income)', '1.61'],
    ]);
  });

  it('prints a credit note of lines at two rates with the VAT of each rate on its net, and the total VAT', async () => {
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/fulfilment`,
      headers: admin,
      payload: { move: 'deliver_short' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [wineLine, flourLine] = await linesOf();
    const credited = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/credit-notes`,
      headers: admin,
      payload: {
        lines: [
          { item_id: wineLine?.id ?? 0, quantity: 1 },
          { item_id: flourLine?.id ?? 0, quantity: 2 },
        ],
        reason: 'One case corked, two sacks split',
      },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const { issued } = IssuedCreditNote.parse(credited.json());
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/credit-notes/${issued.number}/pdf`,
      headers: admin,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).split('\n');
    // £100.03 at 20 % (VAT £20.006, £20.01) and £36.90 at 0 %: £136.93 net, £20.01 VAT.
    const totals = text.slice(text.indexOf('Credit excl. VAT'));
    expect(totals.slice(0, 10)).toEqual([
      'Credit excl. VAT',
      '£136.93',
      'VAT at 20% on £100.03',
      '£20.01',
      'VAT at 0% on £36.90',
      '£0.00',
      'Total VAT',
      '£20.01',
      'Total credit incl. VAT',
      '£156.94',
    ]);
  });
});
