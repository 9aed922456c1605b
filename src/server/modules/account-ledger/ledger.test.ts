import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createPayLaterCustomer, openOrderShop } from '../../test/order-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { orderPayload, type PricedProduct } from '../orders/place-order-test-data.ts';

let ctx: TestContext;
/** £250 of goods: £300 with VAT. */
let case250: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  const shop = await openOrderShop([{ name: 'Champagne case', listPence: 250_00, memberPence: 250_00 }]);
  ({ ctx, admin } = shop);
  [case250] = shop.products as [PricedProduct];
});
afterAll(async () => ctx?.close());

const entriesOf = (userId: number) =>
  ctx.db
    .selectFrom('ledger_entries')
    .select(['order_id', 'kind', 'amount_pence', 'method', 'reference'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('the pay-later ledger', () => {
  it('enters each invoice, bank payment and cancellation, and keeps what is owed equal to its sum', async () => {
    const { user, headers } = await createPayLaterCustomer(ctx.db);
    const place = async () => {
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/myorders',
        headers,
        payload: orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
      });
      expect(placed.statusCode).toBe(201);
      return NewOrderResponse.parse(placed.json()).order;
    };
    const paid = await place();
    const cancelled = await place();
    const owing = await place();

    const payment = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${user.id}/payments`,
      headers: admin,
      payload: { order_ids: [paid.id], reference: 'BACS 77' },
    });
    expect(payment.statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.id}/cancel`,
      headers: admin,
      payload: { reason: 'Venue closed' },
    });
    expect(cancel.statusCode).toBe(200);

    const invoiceOf = async (id: number) =>
      (
        await ctx.db
          .selectFrom('orders')
          .select('invoice_number')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).invoice_number;
    expect(await entriesOf(user.id)).toEqual([
      {
        order_id: paid.id,
        kind: 'charge',
        amount_pence: 300_00,
        method: null,
        reference: await invoiceOf(paid.id),
      },
      {
        order_id: cancelled.id,
        kind: 'charge',
        amount_pence: 300_00,
        method: null,
        reference: await invoiceOf(cancelled.id),
      },
      {
        order_id: owing.id,
        kind: 'charge',
        amount_pence: 300_00,
        method: null,
        reference: await invoiceOf(owing.id),
      },
      {
        order_id: paid.id,
        kind: 'payment',
        amount_pence: -300_00,
        method: 'bank_transfer',
        reference: 'BACS 77',
      },
      // The cancel cancelled the invoice with a credit note for the whole of it.
      {
        order_id: cancelled.id,
        kind: 'cancellation',
        amount_pence: -300_00,
        method: null,
        reference: expect.stringMatching(/^CN-/),
      },
    ]);
    const account = await ctx.db
      .selectFrom('users')
      .select('pay_later_credit')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(account.pay_later_credit)).toBe(300_00);
    expect(await ledgerOutOfStep(ctx.db, [user.id])).toEqual([]);
  });

  it('writes nothing for a card order', async () => {
    const { user, headers } = await createSignedInUser(ctx.db, {});
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
    });
    expect(placed.statusCode).toBe(201);
    expect(await entriesOf(user.id)).toEqual([]);
  });
});
