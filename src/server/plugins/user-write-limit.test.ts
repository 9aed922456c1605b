import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSignedInUser } from '../test/users.ts';
import { TOO_MANY_WRITES } from './user-write-limit.ts';

const LIMIT = 4;
let ctx: TestContext;
let lastAddress = 0;

beforeAll(async () => {
  ctx = await createTestApp({ env: { USER_WRITE_RATE_LIMIT: String(LIMIT) } });
});
afterAll(async () => ctx?.close());

/** A signed-in write: clearing the wishlist, which any user may do as often as they like. */
function clearWishlist(
  signedIn: { user: { id: number }; headers: Record<string, string> },
  payload?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/wishlist/delete-all',
    headers: { ...signedIn.headers, 'content-type': 'application/json' },
    payload: payload ?? JSON.stringify({ user_id: signedIn.user.id }),
    // A new address each time: the limit follows the user, not the address.
    remoteAddress: `198.51.100.${++lastAddress}`,
  });
}

describe('the per-user limit on signed-in writes', () => {
  it(`answers 429 after ${LIMIT} writes a minute by one user, from any address, whatever the body`, async () => {
    const signedIn = await createSignedInUser(ctx.db);
    for (let write = 0; write < LIMIT - 1; write++) {
      expect((await clearWishlist(signedIn)).statusCode).toBe(200);
    }
    // Refused bodies count too: the limit is checked before the body is read.
    expect((await clearWishlist(signedIn, '{"k0":1,"k1":1}')).statusCode).toBe(422);

    const refused = await clearWishlist(signedIn);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_WRITES, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reads go on.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/wishlist?user_id=${signedIn.user.id}`,
      headers: signedIn.headers,
    });
    expect(read.statusCode).toBe(200);
  });

  it('counts each user on their own', async () => {
    const busy = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    for (let write = 0; write < LIMIT; write++) await clearWishlist(busy);
    expect((await clearWishlist(busy)).statusCode).toBe(429);

    expect((await clearWishlist(other)).statusCode).toBe(200);
  });

  it('leaves requests without a signed-in user to their own limits', async () => {
    for (let write = 0; write < LIMIT + 2; write++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/wishlist/delete-all',
        payload: { user_id: 1 },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('USER_WRITE_RATE_LIMIT=0', () => {
  it('turns the limit off', async () => {
    const unlimited = await createTestApp({ env: { USER_WRITE_RATE_LIMIT: '0' } });
    try {
      const signedIn = await createSignedInUser(unlimited.db);
      for (let write = 0; write < 3 * LIMIT; write++) {
        const response = await unlimited.app.inject({
          method: 'POST',
          url: '/api/wishlist/delete-all',
          headers: signedIn.headers,
          payload: { user_id: signedIn.user.id },
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});
