import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { lockOrders } from '../order-lifecycle/order-locks.ts';
import { lockCustomer } from '../orders/orders.repository.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
let wine: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  [wine] = (await createOrderProducts(ctx.db, [
    { name: 'Claret case', listPence: 250_00, memberPence: 200_00 },
  ])) as [PricedProduct];
});
afterAll(async () => ctx?.close());

describe('deleting an account while its orders are being placed', () => {
  it('lets each order either land before the deletion (and be anonymised) or be refused with 401, never a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const { user, headers } = await createSignedInUser(ctx.db);
      const place = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/myorders',
          headers,
          payload: orderPayload(user.id, [{ product: wine, quantity: 1 }]),
        });
      const [first, second, deletion, third, fourth] = await Promise.all([
        place(),
        place(),
        ctx.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers }),
        place(),
        place(),
      ]);
      const orders = [first, second, third, fourth];
      expect(deletion.statusCode).toBe(200);
      for (const answer of orders) {
        expect([201, 401]).toContain(answer.statusCode);
        if (answer.statusCode === 401) expect(answer.json().message).toEqual(expect.any(String));
      }
      const placed = orders
        .filter((answer) => answer.statusCode === 201)
        .map((answer) => answer.json().order.id);
      expect(await ctx.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
      // Every order that was placed is kept for the accounts, with nothing left to name the customer.
      const kept = placed.length
        ? await ctx.db
            .selectFrom('orders')
            .select(['user_id', 'email', 'customer_name'])
            .where('id', 'in', placed)
            .execute()
        : [];
      expect(kept).toEqual(placed.map(() => ({ user_id: null, email: null, customer_name: null })));
    }
  });
});

describe('deleting an account while one of its orders is being changed', () => {
  // SQLite runs one write transaction at a time, so only PostgreSQL's row locks can cross.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'waits for the change, which holds the order and then the customer, instead of deadlocking it',
    async () => {
      const { user, headers } = await createSignedInUser(ctx.db);
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/myorders',
        headers,
        payload: orderPayload(user.id, [{ product: wine, quantity: 1 }]),
      });
      expect(placed.statusCode).toBe(201);
      const orderRowId: number = placed.json().order.id;

      let deletion: Promise<{ statusCode: number }> | undefined;
      // What a change of the order does: its order's row first, then the customer's.
      await ctx.db.transaction().execute(async (trx) => {
        await lockOrders(trx, [orderRowId]);
        deletion = ctx.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers });
        // Long enough for the deletion to take whatever it takes before waiting.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await lockCustomer(trx, user.id)).toBe(true);
      });

      expect((await deletion)?.statusCode).toBe(200);
      const kept = await ctx.db
        .selectFrom('orders')
        .select(['user_id', 'email'])
        .where('id', '=', orderRowId)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ user_id: null, email: null });
    },
  );
});
