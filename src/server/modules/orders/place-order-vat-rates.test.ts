import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { assignInvoiceNumber } from '../../invoice-documents/invoice-number.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { loadOrderInvoice } from '../invoices/load-order-invoice.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from './place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let wine: PricedProduct;
let flour: PricedProduct;
let eggs: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({
    clock,
    env: {
      INVOICE_SELLER_NAME: 'Test Seller Ltd',
      INVOICE_SELLER_ADDRESS: '1 Supply Lane, London, W1U 1AA',
      INVOICE_VAT_NUMBER: 'GB 987 6543 21',
    },
  });
  [wine, flour, eggs] = (await createOrderProducts(ctx.db, [
    { name: 'House red wine case', listPence: 100_03, memberPence: 90_00, vatRatePercent: 20 },
    { name: 'Strong white bread flour 16kg', listPence: 18_45, memberPence: 17_00, vatRatePercent: 0 },
    { name: 'Free-range eggs x 180', listPence: 32_10, memberPence: 30_00, vatRatePercent: 5 },
  ])) as [PricedProduct, PricedProduct, PricedProduct];
});
afterAll(async () => ctx?.close());

/**
 * wine 2 × £100.03 = £200.06 at 20 % (£40.012, £40.01), flour 3 × £18.45 = £55.35 at 0 %, eggs
 * 1 × £32.10 at 5 % (£1.605, rounded up to £1.61): £287.51 net, £41.62 VAT, £329.13 in all.
 */
async function placeMixedOrder() {
  const { user, headers } = await createSignedInUser(ctx.db);
  const payload = orderPayload(user.id, [
    { product: wine, quantity: 2 },
    { product: flour, quantity: 3 },
    { product: eggs, quantity: 1 },
  ]);
  const response = await ctx.app.inject({ method: 'POST', url: '/api/myorders', payload, headers });
  return { response, payload };
}

describe('an order mixing VAT rates', () => {
  it('is charged VAT per rate to the penny, its lines keeping their rates', async () => {
    const { response, payload } = await placeMixedOrder();
    expect(payload).toMatchObject({ sub_total: 287.51, tax: 41.62, total: 329.13 });
    expect(response.statusCode).toBe(201);
    const { order } = NewOrderResponse.parse(response.json());
    expect(order).toMatchObject({ sub_total: 287.51, tax: 41.62, shipping: 0, total: 329.13 });
    expect(order.order_items.map((item) => [item.title, item.vat_rate])).toEqual([
      ['House red wine case', 20],
      ['Strong white bread flour 16kg', 0],
      ['Free-range eggs x 180', 5],
    ]);
    const row = await ctx.db
      .selectFrom('orders')
      .select(['sub_total_pence', 'tax_pence', 'total_pence'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sub_total_pence: 287_51, tax_pence: 41_62, total_pence: 329_13 });
  });

  it('refuses a basket that worked VAT out at 20 % on everything, changing nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const payload = orderPayload(user.id, [
      { product: { ...wine }, quantity: 2 },
      { product: { ...flour, vatRatePercent: 20 }, quantity: 3 },
    ]);
    const before = await ctx.db
      .selectFrom('orders')
      .select(ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/myorders', payload, headers });
    expect(response.statusCode).toBe(409);
    expect(response.json().expected).toMatchObject({ tax: 40.01 });
    const after = await ctx.db
      .selectFrom('orders')
      .select(ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("prints an invoice with everything HMRC's full VAT invoice shows (VAT notice 700 §16.3)", async () => {
    const { response } = await placeMixedOrder();
    const { order } = NewOrderResponse.parse(response.json());
    const number = await ctx.db
      .transaction()
      .execute((trx) => assignInvoiceNumber(trx, order.id, clock.now()));
    const invoice = await loadOrderInvoice(ctx.db, order.id, ctx.config);
    if (!invoice) throw new Error('no invoice');
    const text = pdfText(await drawOrderInvoice(invoice)).split('\n');
    const has = (line: string) => expect(text).toContain(line);

    // A unique identifying number, the time of supply and the date of issue.
    has(`Invoice number: ${number}`);
    has('Tax point: 20 November 2026');
    has('Invoice date: 20 November 2026');
    // The supplier's name, address and VAT registration number.
    has('Test Seller Ltd');
    has('1 Supply Lane');
    has('VAT registration number: GB 987 6543 21');
    // The customer's name and address.
    has('Invoice to');
    has('The Analytical Bar');
    // A description of each line, its quantity, its unit price excluding VAT, its rate, its net.
    for (const [description, quantity, unit, rate, net] of [
      ['House red wine case', '2', '£100.03', '20%', '£200.06'],
      ['Strong white bread flour 16kg', '3', '£18.45', '0%', '£55.35'],
      ['Free-range eggs x 180', '1', '£32.10', '5%', '£32.10'],
    ]) {
      const at = text.indexOf(description ?? '');
      expect(at).toBeGreaterThan(-1);
      expect(text.slice(at + 1, at + 5)).toEqual([quantity, unit, rate, net]);
    }
    // The total excluding VAT, the VAT at each rate with its net, the total VAT, the total.
    const totals = text.slice(text.indexOf('Subtotal excl. VAT'));
    expect(totals.slice(0, 14)).toEqual([
      'Subtotal excl. VAT',
      '£287.51',
      'Delivery',
      'Included',
      'VAT at 20% on £200.06',
      '£40.01',
      'VAT at 5% on £32.10',
      '£1.61',
      'VAT at 0% on £55.35',
      '£0.00',
      'Total VAT',
      '£41.62',
      'Total incl. VAT',
      '£329.13',
    ]);
  });
});
