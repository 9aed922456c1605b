import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail } from '../../../domain/schemas/admin-orders.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';

let ctx: TestContext;
/** £250 of goods: £300 with VAT. */
let case250: PricedProduct;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
  admin = (await createSignedInUser(ctx.db, { role: 'admin', name: 'Ada Admin' })).headers;
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
  const customer = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: 0,
    pay_later_credit_limit: 2000_00,
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers: customer.headers,
    payload: orderPayload(customer.user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
  });
  expect(placed.statusCode).toBe(201);
  return { ...customer, order: NewOrderResponse.parse(placed.json()).order };
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
