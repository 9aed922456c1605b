import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../clock.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../modules/orders/place-order-test-data.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSignedInUser } from '../test/users.ts';
import { CANNOT_WRITE_MESSAGE } from './database-unavailable.ts';

let ctx: TestContext;
let products: PricedProduct[];

// SQLite's page limit stands in for a full disk: a write past it fails with SQLITE_FULL, the code a
// real ENOSPC gives, and SQLite rolls the transaction back itself as it does then.
describe.skipIf(process.env.TEST_DATABASE_URL)('a full disk (SQLite)', () => {
  beforeAll(async () => {
    ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
    // Enough lines that the order needs pages of its own, not only the room left in pages it shares.
    products = await createOrderProducts(
      ctx.db,
      Array.from({ length: 60 }, (_, index) => ({
        name: `Crate of produce number ${index + 1}`,
        listPence: 10_00,
        memberPence: 9_00,
      })),
    );
  });
  afterAll(async () => {
    await sql`pragma max_page_count = 1073741823`.execute(ctx.db);
    await ctx?.close();
  });

  /** Lets the file grow a little, then fills it to that limit, free pages and all. */
  async function fillTheDisk() {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(ctx.db);
    await sql.raw(`pragma max_page_count = ${(rows[0]?.page_count ?? 0) + 16}`).execute(ctx.db);
    await sql`create table if not exists disk_filler (bytes blob)`.execute(ctx.db);
    for (const size of [4096, 512, 64]) {
      for (;;) {
        try {
          await sql`insert into disk_filler (bytes) values (randomblob(${size}))`.execute(ctx.db);
        } catch {
          break;
        }
      }
    }
  }

  it('refuses orders with 503 and logs the real cause, keeps browsing up, and takes orders again once there is space', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const placeOrder = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/myorders',
        payload: orderPayload(
          user.id,
          products.map((product) => ({ product, quantity: 2 })),
        ),
        headers,
      });
    const logged = vi.spyOn(ctx.app.log, 'error');
    await fillTheDisk();

    const refused = await placeOrder();

    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: CANNOT_WRITE_MESSAGE, errors: {} });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ err: { code: 'SQLITE_FULL' } });
    const count = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    const browsing = await ctx.app.inject({ method: 'GET', url: `/api/products/${products[0]?.id}` });
    expect(browsing.statusCode).toBe(200);

    await sql`pragma max_page_count = 1073741823`.execute(ctx.db);
    const placed = await placeOrder();
    expect(placed.statusCode).toBe(201);
  });

  it('fails a transaction SQLite rolled back itself with SQLITE_FULL, not with the ROLLBACK that follows', async () => {
    await fillTheDisk();

    const write = ctx.db.transaction().execute(async (trx) => {
      await sql`insert into disk_filler (bytes) values (randomblob(20000))`.execute(trx);
    });

    await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    await sql`pragma max_page_count = 1073741823`.execute(ctx.db);
  });
});
