import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { ledgerOutOfStep } from '../../test/ledger-in-step.ts';
import { createPayLaterCustomer, openOrderShop } from '../../test/order-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { orderPayload, type PricedProduct } from '../orders/place-order-test-data.ts';

let ctx: TestContext;
let case250: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  const shop = await openOrderShop([{ name: 'Champagne case', listPence: 250_00, memberPence: 250_00 }]);
  ({ ctx, admin } = shop);
  [case250] = shop.products as [PricedProduct];
});
afterAll(async () => ctx?.close());

describe('delivery, payment and cancel racing on pay-later orders', () => {
  it('leave the credit equal to the sum of the unpaid pay-later orders still live', async () => {
    const { user, headers } = await createPayLaterCustomer(ctx.db);
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/myorders',
        headers,
        payload: orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
      });
      expect(placed.statusCode).toBe(201);
      ids.push(NewOrderResponse.parse(placed.json()).order.id);
    }

    await Promise.all(
      ids.flatMap((id) => [
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/fulfilment`,
          headers: admin,
          payload: { move: 'deliver' },
        }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/credit/accounts/${user.id}/payments`,
          headers: admin,
          payload: { order_ids: [id] },
        }),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/cancel`,
          headers: admin,
          payload: { reason: 'Venue closed' },
        }),
      ]),
    );

    const orders = await ctx.db
      .selectFrom('orders')
      .select(['status', 'payment_status', 'fulfilment_status', 'total_pence'])
      .where('id', 'in', ids)
      .execute();
    const owed = orders
      .filter((order) => order.payment_status === 'pending' && order.fulfilment_status !== 'cancelled')
      .reduce((sum, order) => sum + Number(order.total_pence), 0);
    const credit = await ctx.db
      .selectFrom('users')
      .select('pay_later_credit')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(credit.pay_later_credit)).toBe(owed);
    expect(await ledgerOutOfStep(ctx.db, [user.id])).toEqual([]);
    for (const order of orders) {
      // Paid and cancelled never both.
      expect(order.payment_status === 'paid' && order.fulfilment_status === 'cancelled').toBe(false);
      expect(order.status).toBe(
        order.fulfilment_status === 'cancelled'
          ? 'cancelled'
          : order.payment_status === 'paid'
            ? order.fulfilment_status === 'delivered'
              ? 'completed'
              : 'processing'
            : 'outstanding',
      );
    }
  });
});
