import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyCreditNotes } from '../../../domain/schemas/credit-notes.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createPayLaterCustomer, openOrderShop, placeOrderAs } from '../../test/order-shop.ts';
import { pdfText } from '../../test/pdf-text.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { PricedProduct } from '../orders/place-order-test-data.ts';

let ctx: TestContext;
/** £100 of goods a case: £120 with VAT. */
let wine: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  const shop = await openOrderShop([{ name: 'Claret case', listPence: 100_00, memberPence: 100_00 }]);
  ({ ctx, admin } = shop);
  [wine] = shop.products as [PricedProduct];
});
afterAll(async () => ctx?.close());

async function placeAndCancel(payLater: boolean) {
  const customer = await createPayLaterCustomer(ctx.db);
  const order = await placeOrderAs(ctx, customer, [{ product: wine, quantity: 3 }], { payLater });
  const cancelled = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/cancel`,
    headers: admin,
    payload: { reason: 'Venue closed for refurbishment' },
  });
  expect(cancelled.statusCode).toBe(200);
  const notes = await ctx.app.inject({
    method: 'GET',
    url: `/api/myorders/${order.order_id}/credit-notes`,
    headers: customer.headers,
  });
  expect(notes.statusCode).toBe(200);
  return { customer, order, notes: MyCreditNotes.parse(notes.json()).credit_notes };
}

describe('cancelling an invoiced order', () => {
  it('cancels its invoice with a credit note for the whole of it, and moves no money twice', async () => {
    const { customer, order, notes } = await placeAndCancel(true);

    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({
      invoice_number: expect.stringMatching(/^INV-/),
      net_pence: 300_00,
      tax_pence: 60_00,
      total_pence: 360_00,
      settlement: 'cancelled',
    });
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_pence', 'reference'])
      .where('user_id', '=', customer.user.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'charge', amount_pence: 360_00, reference: note?.invoice_number },
      { kind: 'cancellation', amount_pence: -360_00, reference: note?.number },
    ]);
    expect(await ledgerOutOfStep(ctx.db, [customer.user.id])).toEqual([]);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/myorders/${order.order_id}/credit-notes/${note?.number}/pdf`,
      headers: customer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`${note?.number}`);
    expect(text).toContain(`${note?.invoice_number}`);
  });

  it('issues none for an order that was never invoiced', async () => {
    const { notes } = await placeAndCancel(false);
    expect(notes).toEqual([]);
  });
});
