import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import { createPayLaterCustomer, openOrderShop, placeOrderAs } from '../../test/order-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { ORDER_TEST_NOW, type PricedProduct } from '../orders/place-order-test-data.ts';

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

const creditOf = async (userId: number) =>
  Number(
    (
      await ctx.db
        .selectFrom('users')
        .select('pay_later_credit')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).pay_later_credit,
  );

async function placePayLater() {
  const customer = await createPayLaterCustomer(ctx.db);
  const order = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }], { payLater: true });
  return { ...customer, order };
}

async function customerStatus(userId: number, headers: { authorization: string }) {
  const listed = await ctx.app.inject({ method: 'GET', url: `/api/myorders?user_id=${userId}`, headers });
  return (listed.json() as { status: string; payment_status: string }[]).map((order) => ({
    status: order.status,
    payment_status: order.payment_status,
  }));
}

function fulfil(id: number, move: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/fulfilment`,
    headers: admin,
    payload: { move },
  });
}

describe('a pay-later order on account', () => {
  it('is delivered before it is paid, reads outstanding until paid, then completed', async () => {
    const { user, headers, order } = await placePayLater();
    expect(await creditOf(user.id)).toBe(300_00);

    const delivered = await fulfil(order.id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(AdminOrderDetail.parse(delivered.json())).toMatchObject({
      order: { status: 'outstanding', payment_status: 'pending' },
      fulfilment_status: 'delivered',
      fulfilment_moves: [],
      // Delivered goods are not cancelled: only a credit note can take them back.
      can_cancel: false,
      next_statuses: [],
    });
    expect(await customerStatus(user.id, headers)).toEqual([
      { status: 'outstanding', payment_status: 'pending' },
    ]);
    expect(await creditOf(user.id)).toBe(300_00);

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/credit/accounts/${user.id}/payments`,
      headers: admin,
      payload: { order_ids: [order.id], reference: 'BACS 1' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await customerStatus(user.id, headers)).toEqual([{ status: 'completed', payment_status: 'paid' }]);
    expect(await creditOf(user.id)).toBe(0);

    const detail = AdminOrderDetail.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin })).json(),
    );
    expect(detail.history).toEqual([
      {
        kind: 'fulfilment',
        from: 'received',
        to: 'delivered',
        actor_name: 'Ada Admin',
        reason: null,
        at: ORDER_TEST_NOW,
      },
      {
        kind: 'payment',
        from: 'pending',
        to: 'paid',
        actor_name: 'Ada Admin',
        reason: null,
        at: ORDER_TEST_NOW,
      },
    ]);
  });

  it('cannot be cancelled once delivered, and a step the table does not allow is a 409', async () => {
    const { order } = await placePayLater();
    expect((await fulfil(order.id, 'fail_delivery')).statusCode).toBe(409);
    expect((await fulfil(order.id, 'deliver')).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/cancel`,
      headers: admin,
      payload: { reason: 'Changed their mind' },
    });
    expect(cancel.statusCode).toBe(409);
    expect((await fulfil(order.id, 'teleport')).statusCode).toBe(422);
  });
});
