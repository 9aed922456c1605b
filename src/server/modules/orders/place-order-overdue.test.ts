import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_LATER_OVERDUE } from '../../../domain/pay-later.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createTestOrder } from './orders-test-data.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
  writtenCounts,
} from './place-order-test-data.ts';

let ctx: TestContext;
let case250: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
});
afterAll(async () => ctx?.close());

/** An approved account owing one pay-later invoice, due at `dueAt`. */
async function accountOwing(dueAt: string) {
  const signedIn = await createSignedInUser(ctx.db, {
    pay_later: 1,
    pay_later_credit: 300_00,
    pay_later_credit_limit: 2000_00,
  });
  await createTestOrder(ctx.db, {
    user_id: signedIn.user.id,
    status: 'outstanding',
    payment_method: 'pay_later',
    total_pence: 300_00,
    due_at: dueAt,
  });
  return signedIn;
}

describe('an account with an overdue pay-later invoice', () => {
  it('cannot place a new pay-later order, and is told why; nothing is written', async () => {
    const { user, headers } = await accountOwing('2026-11-19T12:00:00.000Z');
    const before = await writtenCounts(ctx.db);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: PAY_LATER_OVERDUE,
      errors: { pay_later: [PAY_LATER_OVERDUE] },
    });
    expect(PAY_LATER_OVERDUE).toBe('The pay later option is disabled while you have an overdue invoice');
    expect(await writtenCounts(ctx.db)).toEqual(before);
  });

  it('may still order by card', async () => {
    const { user, headers } = await accountOwing('2026-11-19T12:00:00.000Z');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(201);
  });

  it('is shown as such on GET /api/user, so the checkout can say so before submitting', async () => {
    const overdue = await accountOwing('2026-11-19T12:00:00.000Z');
    const notYetDue = await accountOwing('2026-12-19T12:00:00.000Z');
    const get = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/user', headers });

    expect((await get(overdue.headers)).json()).toMatchObject({ pay_later_overdue: true });
    expect((await get(notYetDue.headers)).json()).toMatchObject({ pay_later_overdue: false });
  });

  it('orders on credit again when the invoice is not yet due', async () => {
    const { user, headers } = await accountOwing('2026-12-19T12:00:00.000Z');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }], { payLater: true }),
    });
    expect(response.statusCode).toBe(201);
  });
});
