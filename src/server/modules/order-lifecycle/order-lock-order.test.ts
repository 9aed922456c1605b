import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { orderOwedPence } from '../account-ledger/ledger.repository.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';

let ctx: TestContext;
/** £100 a case: £120 with VAT. */
let wine: PricedProduct;
/** £50 a case: £60 with VAT. */
let beer: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  [wine, beer] = (await createOrderProducts(ctx.db, [
    { name: 'Claret case', listPence: 100_00, memberPence: 100_00 },
    { name: 'Lager case', listPence: 50_00, memberPence: 50_00 },
  ])) as [PricedProduct, PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' })).headers;
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: admin, payload });

/** A customer with four pay-later invoices of £420, the first and third delivered. */
async function customerWithInvoices() {
  const customer = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: 0,
    pay_later_credit_limit: 2000_00,
  });
  const ids: number[] = [];
  for (let index = 0; index < 4; index += 1) {
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
    ids.push(NewOrderResponse.parse(placed.json()).order.id);
  }
  const delivered = [ids[0] ?? 0, ids[2] ?? 0];
  for (const id of delivered) {
    expect((await post(`/api/admin/orders/${id}/fulfilment`, { move: 'deliver' })).statusCode).toBe(200);
  }
  const beerLines = await ctx.db
    .selectFrom('order_items')
    .select(['id', 'order_id'])
    .where('order_id', 'in', delivered)
    .where('title', '=', 'Lager case')
    .execute();
  return { userId: customer.user.id, ids, delivered, beerLines };
}

describe('several invoices of one customer moved at once', () => {
  it('take their locks in one order: bank payments, credit notes and cancels never deadlock', async () => {
    const customers = await Promise.all([customerWithInvoices(), customerWithInvoices()]);

    const answers = await Promise.all(
      customers.flatMap(({ userId, ids, delivered, beerLines }) => [
        // Newest first, so a payment taking rows in the order asked would meet the others crosswise.
        post(`/api/admin/credit/accounts/${userId}/payments`, { order_ids: [...ids].reverse() }),
        post(`/api/admin/credit/accounts/${userId}/payments`, { order_ids: [ids[3], ids[2], ids[1]] }),
        ...beerLines.map((line) =>
          post(`/api/admin/orders/${line.order_id}/credit-notes`, {
            lines: [{ item_id: line.id, quantity: 1 }],
            reason: 'One case short',
          }),
        ),
        ...ids
          .filter((id) => !delivered.includes(id))
          .map((id) => post(`/api/admin/orders/${id}/cancel`, { reason: 'Venue closed' })),
      ]),
    );

    // A request that lost its race answers 409; none fails (a deadlock would answer 500).
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
    const userIds = customers.map(({ userId }) => userId);
    expect(await ledgerOutOfStep(ctx.db, userIds)).toEqual([]);
    for (const { userId, ids } of customers) {
      let owedByOrders = 0;
      for (const id of ids) {
        const order = await ctx.db
          .selectFrom('orders')
          .select(['total_pence', 'payment_status', 'fulfilment_status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const notes = await ctx.db
          .selectFrom('credit_notes')
          .select(['total_pence', 'settlement'])
          .where('order_id', '=', id)
          .execute();
        const credited = notes
          .filter((note) => note.settlement === 'account')
          .reduce((sum, note) => sum + Number(note.total_pence), 0);
        const live = order.payment_status === 'pending' && order.fulfilment_status !== 'cancelled';
        const owed = await orderOwedPence(ctx.db, id);
        expect(owed).toBe(live ? Number(order.total_pence) - credited : 0);
        owedByOrders += owed;
      }
      const account = await ctx.db
        .selectFrom('users')
        .select('pay_later_credit')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(Number(account.pay_later_credit)).toBe(owedByOrders);
    }
  });
});
