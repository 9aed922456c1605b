import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { assignInvoiceNumber } from '../../invoice-documents/invoice-number.ts';
import { drawOrderInvoice } from '../../invoice-documents/order-invoice-pdf.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { createTestOrder, testShippingInfo } from '../orders/orders-test-data.ts';
import { loadOrderInvoice } from './load-order-invoice.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { INVOICE_VAT_NUMBER: 'GB 987 6543 21', INVOICE_SELLER_NAME: 'Test Seller Ltd' },
  });
});
afterAll(async () => ctx?.close());

const NOW = new Date('2026-11-20T23:30:00.000Z');

/** The text of the order's invoice PDF, one line per text run. */
async function invoiceLines(orderRowId: number): Promise<string[]> {
  const invoice = await loadOrderInvoice(ctx.db, orderRowId, ctx.config);
  if (!invoice) throw new Error(`order ${orderRowId} has no invoice`);
  return pdfText(await drawOrderInvoice(invoice)).split('\n');
}

async function invoiceRow(id: number) {
  return ctx.db
    .selectFrom('orders')
    .select(['invoice_number', 'invoiced_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('assignInvoiceNumber', () => {
  it('numbers invoices in sequence, once per order, with the invoice date', async () => {
    const first = await createTestOrder(ctx.db);
    const second = await createTestOrder(ctx.db);

    const a = await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, first.id, NOW));
    const b = await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, second.id, NOW));
    const again = await ctx.db
      .transaction()
      .execute((trx) => assignInvoiceNumber(trx, first.id, new Date('2026-12-01T00:00:00.000Z')));

    expect(a).toMatch(/^INV-\d{6}$/);
    expect(Number(b?.slice(4))).toBe(Number(a?.slice(4)) + 1);
    expect(again).toBe(a);
    expect(await invoiceRow(first.id)).toEqual({ invoice_number: a, invoiced_at: NOW.toISOString() });
  });

  it('gives one number however many callers race for the same order', async () => {
    const order = await createTestOrder(ctx.db);
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, order.id, NOW)),
      ),
    );
    expect(new Set(numbers).size).toBe(1);
    const next = await createTestOrder(ctx.db);
    const following = await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, next.id, NOW));
    // No number was drawn and thrown away by the losers.
    expect(Number(following?.slice(4))).toBe(Number(numbers[0]?.slice(4)) + 1);
  });

  it('answers null for an order that does not exist', async () => {
    expect(await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, 999_999, NOW))).toBeNull();
  });
});

describe('the order invoice PDF', () => {
  it('is a full VAT invoice: seller, number, dates, both addresses, lines, VAT and total, terms', async () => {
    const order = await createTestOrder(
      ctx.db,
      {
        status: 'outstanding',
        payment_method: 'pay_later',
        sub_total_pence: 23_398,
        tax_pence: 4_680,
        total_pence: 28_078,
        due_at: '2026-12-20T23:30:00.000Z',
        shipping_info: JSON.stringify(testShippingInfo()),
      },
      [
        { product_id: null, title: 'House red wine 75cl', quantity: 24, unit_price_pence: 850 },
        { product_id: null, title: 'Lemons – box of 80 (Café grade)', quantity: 1, unit_price_pence: 2998 },
      ],
    );
    await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, order.id, NOW));
    const { invoice_number } = await invoiceRow(order.id);

    const lines = await invoiceLines(order.id);

    for (const expected of [
      'Test Seller Ltd',
      'VAT registration number: GB 987 6543 21',
      `Invoice number: ${invoice_number}`,
      // 23:30 UTC on 20 November is still the 20th in London (GMT).
      'Invoice date: 20 November 2026',
      'Tax point: 20 November 2026',
      `Order number: ${order.order_id}`,
      'Analytical Ltd',
      '2 Harley Street',
      'W1G 9QD',
      'The Analytical Bar',
      '1 Marylebone High Street',
      'W1U 4AA',
      'House red wine 75cl',
      'Lemons – box of 80 (Café grade)',
      '£8.50',
      '£204.00',
      '£29.98',
      '20%',
      '£233.98',
      'VAT at 20%',
      '£46.80',
      'Total incl. VAT',
      '£280.78',
      'Payment terms: 30 days from the invoice date.',
      'Payment due by 20 December 2026.',
    ]) {
      expect(lines, expected).toContain(expected);
    }
  });

  it("prints each line's order code beside its description", async () => {
    await seedCategories(ctx.db);
    const cheese = await categoryIdBySlug(ctx.db, 'cheese');
    const brie = await createTestProduct(ctx.db, { name: 'Coded Brie 1kg', category_id: cheese });
    await ctx.db.updateTable('products').set({ order_code: 'BRIE1' }).where('id', '=', brie.id).execute();
    const order = await createTestOrder(ctx.db, { status: 'processing', payment_status: 'paid' }, [
      { product_id: brie.id, title: 'Coded Brie 1kg', quantity: 2, unit_price_pence: 1500 },
      { product_id: null, title: 'A product since deleted', quantity: 1, unit_price_pence: 500 },
    ]);
    await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, order.id, NOW));
    const lines = await invoiceLines(order.id);
    expect(lines).toContain('Code');
    expect(lines.slice(lines.indexOf('BRIE1'), lines.indexOf('BRIE1') + 2)).toEqual([
      'BRIE1',
      'Coded Brie 1kg',
    ]);
    expect(lines).toContain('A product since deleted');
  });

  it('says a paid order is paid, and has no due date', async () => {
    const order = await createTestOrder(ctx.db, { status: 'processing', payment_status: 'paid' });
    await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, order.id, NOW));
    const lines = await invoiceLines(order.id);
    expect(lines).toContain('Paid with thanks.');
    expect(lines.some((line) => line.startsWith('Payment due'))).toBe(false);
  });

  it('is not made for an order without an invoice number', async () => {
    const order = await createTestOrder(ctx.db);
    expect(await loadOrderInvoice(ctx.db, order.id, ctx.config)).toBeNull();
  });

  it('runs onto further pages for a long order', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      product_id: null,
      title: `Product number ${index + 1}`,
      quantity: 1,
      unit_price_pence: 1000,
    }));
    const order = await createTestOrder(ctx.db, { status: 'processing', payment_status: 'paid' }, items);
    await ctx.db.transaction().execute((trx) => assignInvoiceNumber(trx, order.id, NOW));
    const invoice = await loadOrderInvoice(ctx.db, order.id, ctx.config);
    if (!invoice) throw new Error('no invoice');
    const pdf = await drawOrderInvoice(invoice);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('Description');
    expect(lines).toContain('Product number 60');
  });
});
