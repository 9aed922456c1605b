import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_BASKETS,
  PRODUCT_NOT_SOLD,
  SAVED_BASKET_NAME_TAKEN,
  SAVED_BASKET_NOT_FOUND,
  SAVED_BASKETS_FULL,
} from '../../../domain/saved-baskets.ts';
import type {
  SavedBasketContents,
  SavedBasketList,
  SavedBasketSummary,
} from '../../../domain/schemas/saved-baskets.ts';
import { fixedClock } from '../../clock.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import type { Customer } from '../../test/order-shop.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { openVenueShop } from '../../test/venue-shop.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';

type Caller = Customer;
type Product = { id: number; slug: string };

const clock = fixedClock('2026-11-27T12:00:00.000Z');
let ctx: TestContext;
let venue: Caller;
let other: Caller;
let lemons: Product;
let limes: Product;
let tonic: Product;
let archived: Product;

beforeAll(async () => {
  const shop = await openVenueShop(clock);
  ({ ctx, venue, other } = shop);
  lemons = await shop.addProduct('Saved lemons box of 80');
  limes = await shop.addProduct('Saved limes box of 60');
  tonic = await shop.addProduct('Saved tonic 24 x 200ml');
  archived = await shop.addProduct('Saved old vermouth', { archived_at: '2026-11-20T00:00:00.000Z' });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  clock.set('2026-11-27T12:00:00.000Z');
  await ctx.db.deleteFrom('saved_baskets').execute();
  await ctx.db
    .updateTable('products')
    .set({ price_pence: 1000, member_price_pence: 900, archived_at: null })
    .where('id', 'in', [lemons.id, limes.id, tonic.id])
    .execute();
});

function call(
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload && { payload }) });
}

const fridayLines = () => [
  { product_id: lemons.id, quantity: 4 },
  { product_id: tonic.id, quantity: 12 },
  { product_id: limes.id, quantity: 1 },
];

async function save(caller: Caller, name: string, lines = fridayLines()): Promise<SavedBasketSummary> {
  const response = await call(caller, 'POST', '/api/saved-baskets', { name, lines });
  expect(response.statusCode).toBe(201);
  return response.json<SavedBasketSummary>();
}

async function listOf(caller: Caller): Promise<SavedBasketList['baskets']> {
  const response = await call(caller, 'GET', '/api/saved-baskets');
  expect(response.statusCode).toBe(200);
  return response.json<SavedBasketList>().baskets;
}

async function load(caller: Caller, id: number): Promise<SavedBasketContents> {
  const response = await call(caller, 'GET', `/api/saved-baskets/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<SavedBasketContents>();
}

const everything = async () => ({
  baskets: await ctx.db.selectFrom('saved_baskets').selectAll().orderBy('id').execute(),
  lines: await ctx.db.selectFrom('saved_basket_lines').selectAll().orderBy('id').execute(),
});

describe('saving and listing', () => {
  it('saves the basket under its name and lists it, the latest first, with its size', async () => {
    expect(await listOf(venue)).toEqual([]);
    const friday = await save(venue, '  Friday bar order ');
    expect(friday).toEqual({
      id: expect.any(Number),
      name: 'Friday bar order',
      line_count: 3,
      item_count: 17,
      created_at: '2026-11-27T12:00:00.000Z',
      updated_at: '2026-11-27T12:00:00.000Z',
    });
    clock.set('2026-11-27T13:00:00.000Z');
    const monday = await save(venue, 'Monday kitchen', [{ product_id: limes.id, quantity: 2 }]);
    expect(
      (await listOf(venue)).map((basket) => [basket.id, basket.name, basket.line_count, basket.item_count]),
    ).toEqual([
      [monday.id, 'Monday kitchen', 1, 2],
      [friday.id, 'Friday bar order', 3, 17],
    ]);
  });

  it('refuses a name the venue already uses, in any case, and keeps the one it had', async () => {
    await save(venue, 'Friday bar order');
    const before = await everything();
    const response = await call(venue, 'POST', '/api/saved-baskets', {
      name: 'FRIDAY bar ORDER',
      lines: fridayLines(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: SAVED_BASKET_NAME_TAKEN,
      errors: { name: [SAVED_BASKET_NAME_TAKEN] },
    });
    expect(await everything()).toEqual(before);
    // Another venue may use the same name.
    await save(other, 'Friday bar order');
  });

  it('refuses a product no longer sold, naming its line, and stores nothing', async () => {
    const response = await call(venue, 'POST', '/api/saved-baskets', {
      name: 'Old',
      lines: [
        { product_id: lemons.id, quantity: 1 },
        { product_id: archived.id, quantity: 1 },
        { product_id: 999_999, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'lines.1.product_id': [PRODUCT_NOT_SOLD],
      'lines.2.product_id': [PRODUCT_NOT_SOLD],
    });
    expect(await everything()).toEqual({ baskets: [], lines: [] });
  });

  it(`keeps at most ${MAX_SAVED_BASKETS} baskets a venue`, async () => {
    const now = clock.now().toISOString();
    await ctx.db
      .insertInto('saved_baskets')
      .values(
        Array.from({ length: MAX_SAVED_BASKETS }, (_, index) => ({
          user_id: venue.user.id,
          name: `Basket ${index}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await call(venue, 'POST', '/api/saved-baskets', {
      name: 'One more',
      lines: fridayLines(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SAVED_BASKETS_FULL);
  });

  it('lets ten saves at the same moment fill the last five places and no more', async () => {
    const now = clock.now().toISOString();
    await ctx.db
      .insertInto('saved_baskets')
      .values(
        Array.from({ length: MAX_SAVED_BASKETS - 5 }, (_, index) => ({
          user_id: venue.user.id,
          name: `Basket ${index}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(venue, 'POST', '/api/saved-baskets', { name: `Rush ${index}`, lines: fridayLines() }),
      ),
    );
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const response of refused) expect(response.json().message).toBe(SAVED_BASKETS_FULL);
    expect(await listOf(venue)).toHaveLength(MAX_SAVED_BASKETS);
  });

  it.each([
    ['no name', { lines: [{ product_id: 1, quantity: 1 }] }, 'name'],
    ['a blank name', { name: '   ', lines: [{ product_id: 1, quantity: 1 }] }, 'name'],
    ['a name too long', { name: 'x'.repeat(61), lines: [{ product_id: 1, quantity: 1 }] }, 'name'],
    ['no lines', { name: 'Empty', lines: [] }, 'lines'],
    [
      'a product twice',
      {
        name: 'Twice',
        lines: [
          { product_id: 1, quantity: 1 },
          { product_id: 1, quantity: 2 },
        ],
      },
      'lines',
    ],
    ['a quantity of 0', { name: 'Zero', lines: [{ product_id: 1, quantity: 0 }] }, 'lines.0.quantity'],
    ['a fraction', { name: 'Half', lines: [{ product_id: 1, quantity: 1.5 }] }, 'lines.0.quantity'],
    ['too many of one', { name: 'Lots', lines: [{ product_id: 1, quantity: 1000 }] }, 'lines.0.quantity'],
    ['a price', { name: 'Cheap', lines: [{ product_id: 1, quantity: 1, price: 0.01 }] }, 'lines.0.price'],
    ['a text id', { name: 'Text', lines: [{ product_id: 'lemons', quantity: 1 }] }, 'lines.0.product_id'],
  ])('answers 422 for %s, and stores nothing', async (_case, body, field) => {
    const response = await call(venue, 'POST', '/api/saved-baskets', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
    expect(await everything()).toEqual({ baskets: [], lines: [] });
  });
});

describe('loading', () => {
  it('prices the lines at today’s prices and names what is no longer sold', async () => {
    const friday = await save(venue, 'Friday bar order');
    await ctx.db
      .updateTable('products')
      .set({ price_pence: 1250, member_price_pence: 1100 })
      .where('id', '=', lemons.id)
      .execute();
    await ctx.db
      .updateTable('products')
      .set({ archived_at: '2026-11-27T12:30:00.000Z' })
      .where('id', '=', tonic.id)
      .execute();

    const contents = await load(venue, friday.id);
    expect(contents.id).toBe(friday.id);
    expect(contents.name).toBe('Friday bar order');
    expect(contents.cart.map((line) => [line.id, line.quantity, line.price, line.special_price])).toEqual([
      [lemons.id, 4, 12.5, 11],
      [limes.id, 1, 10, 9],
    ]);
    expect(contents.skipped).toEqual(['Saved tonic 24 x 200ml']);
  });

  it('names a product since deleted by the name it was saved with', async () => {
    const gone = await createTestProduct(ctx.db, {
      name: 'Saved soon deleted syrup',
      category_id: await categoryIdBySlug(ctx.db, 'cheese'),
    });
    const basket = await save(venue, 'Syrups', [
      { product_id: gone.id, quantity: 2 },
      { product_id: limes.id, quantity: 1 },
    ]);
    await ctx.db.deleteFrom('products').where('id', '=', gone.id).execute();
    const contents = await load(venue, basket.id);
    expect(contents.cart.map((line) => line.id)).toEqual([limes.id]);
    expect(contents.skipped).toEqual(['Saved soon deleted syrup']);
  });
});

describe('renaming and deleting', () => {
  it('renames a basket, refusing a name in use, and deletes it with its lines', async () => {
    const friday = await save(venue, 'Friday bar order');
    await save(venue, 'Monday kitchen');

    clock.set('2026-11-27T14:00:00.000Z');
    const renamed = await call(venue, 'PATCH', `/api/saved-baskets/${friday.id}`, { name: 'Friday bar' });
    expect(renamed.statusCode).toBe(200);
    expect((await listOf(venue))[0]).toMatchObject({
      id: friday.id,
      name: 'Friday bar',
      updated_at: '2026-11-27T14:00:00.000Z',
    });

    const taken = await call(venue, 'PATCH', `/api/saved-baskets/${friday.id}`, { name: 'monday KITCHEN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: [SAVED_BASKET_NAME_TAKEN] });
    // Its own name in another case is fine.
    expect(
      (await call(venue, 'PATCH', `/api/saved-baskets/${friday.id}`, { name: 'FRIDAY BAR' })).statusCode,
    ).toBe(200);

    const deleted = await call(venue, 'DELETE', `/api/saved-baskets/${friday.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await listOf(venue)).map((basket) => basket.name)).toEqual(['Monday kitchen']);
    expect((await everything()).lines.every((line) => line.basket_id !== friday.id)).toBe(true);
    expect((await call(venue, 'GET', `/api/saved-baskets/${friday.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a blank name', { name: '' }, 'name'],
    ['an unknown field', { name: 'Ok', lines: [] }, 'lines'],
  ])('answers 422 to a rename with %s, and changes nothing', async (_case, body, field) => {
    const friday = await save(venue, 'Friday bar order');
    const before = await everything();
    const response = await call(venue, 'PATCH', `/api/saved-baskets/${friday.id}`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
    expect(await everything()).toEqual(before);
  });
});

describe("another venue's baskets", () => {
  it('can be neither listed, loaded, renamed nor deleted: each answers 404', async () => {
    const friday = await save(venue, 'Friday bar order');
    const before = await everything();

    expect(await listOf(other)).toEqual([]);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(other, method, `/api/saved-baskets/${friday.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: SAVED_BASKET_NOT_FOUND, errors: {} });
    }
    expect(await everything()).toEqual(before);
  });

  it.each(['0', '999999', '2147483648', '999999999999999'])('answers 404 for basket %s', async (id) => {
    expect((await call(venue, 'GET', `/api/saved-baskets/${id}`)).statusCode).toBe(404);
    expect((await call(venue, 'DELETE', `/api/saved-baskets/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/saved-baskets', undefined],
    ['POST', '/api/saved-baskets', { name: 'x', lines: [{ product_id: 1, quantity: 1 }] }],
    ['GET', '/api/saved-baskets/1', undefined],
    ['PATCH', '/api/saved-baskets/1', { name: 'x' }],
    ['DELETE', '/api/saved-baskets/1', undefined],
  ] as const)('%s %s needs a signed-in venue', async (method, url, payload) => {
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists every saved basket route', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(Object.keys(paths['/api/saved-baskets']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/saved-baskets/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
  });
});

describe('the per-user write limit', () => {
  it('holds saved baskets and par levels to it like every other write: 429, nothing stored', async () => {
    const limited = await createTestApp({ clock, env: { USER_WRITE_RATE_LIMIT: '2' } });
    try {
      await seedCategories(limited.db);
      const caller = await createSignedInUser(limited.db);
      const product = await createTestProduct(limited.db, {
        name: 'Limited lemons',
        category_id: await categoryIdBySlug(limited.db, 'cheese'),
      });
      const post = (name: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/saved-baskets',
          headers: caller.headers,
          payload: { name, lines: [{ product_id: product.id, quantity: 1 }] },
        });
      expect((await post('One')).statusCode).toBe(201);
      const stock = await limited.app.inject({
        method: 'PATCH',
        url: `/api/order-guide/items/${product.id}/stock`,
        headers: caller.headers,
        payload: { par_units: 1 },
      });
      expect(stock.statusCode).toBe(404);
      expect((await post('Two')).statusCode).toBe(429);
      expect(
        (await limited.db.selectFrom('saved_baskets').select('name').execute()).map((row) => row.name),
      ).toEqual(['One']);
    } finally {
      await limited.close();
    }
  });
});
