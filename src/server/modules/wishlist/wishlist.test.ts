import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALLERGEN_KEYS } from '../../../domain/allergens.ts';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { fixedClock } from '../../clock.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { PRODUCT_NOT_FOUND as UNKNOWN_PRODUCT } from '../catalogue/catalogue.service.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { PRODUCT_ID_MISMATCH } from './wishlist.routes.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

const clock = fixedClock('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let alice: Caller;
let bob: Caller;
let cheese: { id: number; slug: string };
let butter: { id: number; slug: string };
let milk: { id: number; slug: string };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await seedCategories(ctx.db);
  const category_id = await categoryIdBySlug(ctx.db, 'cheese');
  cheese = await createTestProduct(ctx.db, {
    name: 'Wishlist cheddar 5kg',
    category_id,
    price_pence: 2599,
    member_price_pence: 2299,
  });
  butter = await createTestProduct(ctx.db, { name: 'Wishlist butter 250g', category_id });
  milk = await createTestProduct(ctx.db, { name: 'Wishlist milk 2L', category_id });
  alice = await createSignedInUser(ctx.db);
  bob = await createSignedInUser(ctx.db);
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('wishlist_items').execute();
});

function request(caller: Caller | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: caller?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const getWishlist = (caller: Caller | null, userId: number | string) =>
  request(caller, 'GET', `/api/wishlist?user_id=${userId}`);
const add = (caller: Caller | null, body: unknown) => request(caller, 'POST', '/api/wishlist', body);
const remove = (caller: Caller | null, productId: number | string, body?: unknown) =>
  request(caller, 'DELETE', `/api/wishlist/${productId}`, body);
const clear = (caller: Caller | null, body: unknown) =>
  request(caller, 'POST', '/api/wishlist/delete-all', body);

/** Adds straight to the table, a minute apart, so tests start from a known list. */
async function stock(caller: Caller, ...productIds: number[]) {
  for (const productId of productIds) {
    clock.set(new Date(clock.now().getTime() + 60_000));
    expect((await add(caller, { user_id: caller.user.id, product_id: productId })).statusCode).toBe(200);
  }
}

async function rows() {
  return ctx.db
    .selectFrom('wishlist_items')
    .select(['user_id', 'product_id', 'created_at'])
    .orderBy('id')
    .execute();
}

async function idsOn(caller: Caller): Promise<number[]> {
  const response = await getWishlist(caller, caller.user.id);
  expect(response.statusCode).toBe(200);
  return response.json<ProductSummary[]>().map((product) => product.id);
}

describe('GET /api/wishlist', () => {
  it('answers an empty list for a customer with nothing saved', async () => {
    const response = await getWishlist(alice, alice.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers product cards, the most recently added first', async () => {
    await stock(alice, cheese.id, butter.id, milk.id);
    const response = await getWishlist(alice, alice.user.id);
    expect(response.statusCode).toBe(200);
    const products = response.json<ProductSummary[]>();
    expect(products.map((product) => product.id)).toEqual([milk.id, butter.id, cheese.id]);
    expect(products[2]).toEqual({
      id: cheese.id,
      slug: cheese.slug,
      name: 'Wishlist cheddar 5kg',
      description: 'Test product Wishlist cheddar 5kg.',
      images: [`/images/products/${cheese.slug}/1.svg`],
      category_id: expect.any(Number),
      category: { id: expect.any(Number), name: 'Cheese', slug: 'cheese' },
      price: 25.99,
      special_price: 22.99,
      rating: 0,
      reviews_count: 0,
      order_code: expect.stringMatching(/^W\d{5,}$/),
      pack: { count: 1, size: 1, unit: 'item', label: '1 item' },
      unit_price: { base: 'item', label: 'each', price: 25.99, special_price: 22.99 },
      allergens: Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'undeclared'])),
      stock_level: null,
      vat_rate: 20,
    });
  });

  it('keeps insertion order for items added at the same instant', async () => {
    await add(alice, { user_id: alice.user.id, product_id: butter.id });
    await add(alice, { user_id: alice.user.id, product_id: cheese.id });
    expect(await idsOn(alice)).toEqual([cheese.id, butter.id]);
  });

  it("refuses another user's wishlist with 403", async () => {
    await stock(bob, cheese.id);
    const response = await getWishlist(alice, bob.user.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
  });

  it.each([
    ['', 'This field is required.'],
    ['user_id=', 'Please give a whole-number id.'],
    ['user_id=abc', 'Please give a whole-number id.'],
    ['user_id=-1', 'Please give a whole-number id.'],
    ['user_id=1.5', 'Please give a whole-number id.'],
  ])('answers 422 for the query "%s"', async (query, text) => {
    const response = await request(alice, 'GET', `/api/wishlist?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.user_id).toEqual([text]);
  });
});

describe('POST /api/wishlist', () => {
  it('adds the product and answers success', async () => {
    const response = await add(alice, { user_id: alice.user.id, product_id: cheese.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await rows()).toEqual([
      { user_id: alice.user.id, product_id: cheese.id, created_at: clock.now().toISOString() },
    ]);
  });

  it('is idempotent: adding again keeps one row, in its first place, and still succeeds', async () => {
    await stock(alice, cheese.id, butter.id);
    const before = await rows();
    const again = await add(alice, { user_id: alice.user.id, product_id: cheese.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
    expect(await rows()).toEqual(before);
    expect(await idsOn(alice)).toEqual([butter.id, cheese.id]);
  });

  it('survives concurrent adds of the same product (the unique constraint race)', async () => {
    const body = { user_id: alice.user.id, product_id: milk.id };
    const responses = await Promise.all(Array.from({ length: 6 }, () => add(alice, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(await rows()).toHaveLength(1);
  });

  it('keeps one list per user', async () => {
    await stock(alice, cheese.id);
    await stock(bob, cheese.id, milk.id);
    expect(await idsOn(alice)).toEqual([cheese.id]);
    expect(await idsOn(bob)).toEqual([milk.id, cheese.id]);
  });

  it.each([999_999, 0, -4, 2_147_483_648, 9_007_199_254_740_991])(
    'answers 404 for the unknown product %s and stores nothing',
    async (productId) => {
      const response = await add(alice, { user_id: alice.user.id, product_id: productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNKNOWN_PRODUCT, errors: {} });
      expect(await rows()).toEqual([]);
    },
  );

  it("refuses another user's id with 403 and stores nothing", async () => {
    const response = await add(alice, { user_id: bob.user.id, product_id: cheese.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect(await rows()).toEqual([]);
  });

  // `self` is the caller's own id, so only the field under test is wrong.
  it.each([
    ['no user_id', () => ({ product_id: cheese.id }), 'user_id', 'This field is required.'],
    ['no product_id', (self: number) => ({ user_id: self }), 'product_id', 'This field is required.'],
    [
      'a null product_id',
      (self: number) => ({ user_id: self, product_id: null }),
      'product_id',
      'This field is required.',
    ],
    [
      'a text product_id',
      (self: number) => ({ user_id: self, product_id: String(cheese.id) }),
      'product_id',
      'Please give a whole-number id.',
    ],
    [
      'a fractional product_id',
      (self: number) => ({ user_id: self, product_id: 1.5 }),
      'product_id',
      'Please give a whole-number id.',
    ],
    [
      'a text user_id',
      () => ({ user_id: 'me', product_id: cheese.id }),
      'user_id',
      'Please give a whole-number id.',
    ],
    [
      'an unknown field',
      (self: number) => ({ user_id: self, product_id: cheese.id, quantity: 2 }),
      'quantity',
      'This field is not allowed.',
    ],
  ])('answers 422 for %s and stores nothing', async (_case, body, field, text) => {
    const response = await add(alice, body(alice.user.id));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
    expect(await rows()).toEqual([]);
  });

  it('answers 422 for a body that is not an object', async () => {
    const response = await add(alice, [alice.user.id, cheese.id]);
    expect(response.statusCode).toBe(422);
    expect(await rows()).toEqual([]);
  });
});

describe('DELETE /api/wishlist/:product_id', () => {
  it('removes the product without a body', async () => {
    await stock(alice, cheese.id, butter.id);
    const response = await remove(alice, cheese.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await idsOn(alice)).toEqual([butter.id]);
  });

  it("removes the product with the spec client's body", async () => {
    await stock(alice, cheese.id, butter.id);
    const response = await remove(alice, butter.id, { user_id: alice.user.id, product_id: butter.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await idsOn(alice)).toEqual([cheese.id]);
  });

  it('answers success for a product that is not on the list, or does not exist', async () => {
    await stock(alice, cheese.id);
    for (const productId of [milk.id, 999_999, 2_147_483_648]) {
      const response = await remove(alice, productId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await idsOn(alice)).toEqual([cheese.id]);
  });

  it("removes only the caller's row", async () => {
    await stock(alice, cheese.id);
    await stock(bob, cheese.id);
    await remove(alice, cheese.id);
    expect(await idsOn(alice)).toEqual([]);
    expect(await idsOn(bob)).toEqual([cheese.id]);
  });

  it("refuses another user's id in the body with 403 and removes nothing", async () => {
    await stock(bob, cheese.id);
    await stock(alice, cheese.id);
    const response = await remove(alice, cheese.id, { user_id: bob.user.id, product_id: cheese.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect(await rows()).toHaveLength(2);
  });

  it('answers 422 when the body names another product than the path, and removes nothing', async () => {
    await stock(alice, cheese.id, butter.id);
    const response = await remove(alice, cheese.id, { user_id: alice.user.id, product_id: butter.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: PRODUCT_ID_MISMATCH,
      errors: { product_id: [PRODUCT_ID_MISMATCH] },
    });
    expect(await idsOn(alice)).toEqual([butter.id, cheese.id]);
  });

  it.each(['abc', '-1', '1.5', '1e3'])('answers 422 for the path id %s', async (productId) => {
    const response = await remove(alice, productId);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.product_id).toEqual(['Please give a whole-number id.']);
  });

  it('answers 422 for a body with wrong types or unknown fields', async () => {
    await stock(alice, cheese.id);
    for (const body of [{ product_id: String(cheese.id) }, { user_id: alice.user.id, extra: true }]) {
      const response = await remove(alice, cheese.id, body);
      expect(response.statusCode).toBe(422);
    }
    expect(await idsOn(alice)).toEqual([cheese.id]);
  });
});

describe('POST /api/wishlist/delete-all', () => {
  it("empties the caller's list and leaves other users' lists alone", async () => {
    await stock(alice, cheese.id, butter.id);
    await stock(bob, butter.id, milk.id);
    const response = await clear(alice, { user_id: alice.user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await idsOn(alice)).toEqual([]);
    expect(await idsOn(bob)).toEqual([milk.id, butter.id]);
  });

  it('answers success on an empty list', async () => {
    const response = await clear(alice, { user_id: alice.user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it("refuses to empty another user's list with 403", async () => {
    await stock(bob, butter.id, milk.id);
    const response = await clear(alice, { user_id: bob.user.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect(await idsOn(bob)).toEqual([milk.id, butter.id]);
  });

  it.each([[{}], [{ user_id: 'all' }], [{ user_id: null }]])(
    'answers 422 for the body %j and removes nothing',
    async (body) => {
      await stock(alice, cheese.id);
      const response = await clear(alice, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.user_id).toHaveLength(1);
      expect(await idsOn(alice)).toEqual([cheese.id]);
    },
  );
});

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };

describe('signing in', () => {
  const calls: Record<string, () => Call> = {
    'GET /api/wishlist': () => ({ method: 'GET', url: `/api/wishlist?user_id=${alice.user.id}` }),
    'POST /api/wishlist': () => ({
      method: 'POST',
      url: '/api/wishlist',
      payload: { user_id: alice.user.id, product_id: butter.id },
    }),
    'DELETE /api/wishlist/:product_id': () => ({ method: 'DELETE', url: `/api/wishlist/${cheese.id}` }),
    'POST /api/wishlist/delete-all': () => ({
      method: 'POST',
      url: '/api/wishlist/delete-all',
      payload: { user_id: alice.user.id },
    }),
  };

  it.each(Object.keys(calls))(
    '%s needs a live bearer token and changes nothing without one',
    async (name) => {
      await stock(alice, cheese.id);
      const call = calls[name]?.() as Call;
      const headersList = [{}, { authorization: 'Bearer not-a-real-token' }, { authorization: 'Basic abc' }];
      for (const headers of headersList) {
        const response = await ctx.app.inject({ ...call, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String), errors: {} });
      }
      expect(await idsOn(alice)).toEqual([cheese.id]);
    },
  );

  it('refuses a session that has expired', async () => {
    await stock(alice, cheese.id);
    const stale = await createSignedInUser(ctx.db);
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', stale.user.id)
      .execute();
    const response = await getWishlist(stale, stale.user.id);
    expect(response.statusCode).toBe(401);
  });
});
