import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STOCK_UNITS_NOT_WHOLE, STOCK_UNITS_TOO_MANY } from '../../../domain/par-levels.ts';
import type { OrderGuide, OrderProposal } from '../../../domain/schemas/order-guide.ts';
import { fixedClock } from '../../clock.ts';
import type { Customer } from '../../test/order-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { openVenueShop } from '../../test/venue-shop.ts';
import { NOT_ON_GUIDE } from './order-guide.service.ts';

type Caller = Customer;
type Product = { id: number; slug: string };

const clock = fixedClock('2026-11-27T12:00:00.000Z');
let ctx: TestContext;
let venue: Caller;
let other: Caller;
/** 24 cans to a case. */
let cola: Product;
/** 6 bottles to a case. */
let wine: Product;
/** One 5 kg sack. */
let flour: Product;
let gone: Product;

beforeAll(async () => {
  const shop = await openVenueShop(clock);
  ({ ctx, venue, other } = shop);
  const make = (name: string, pack: [number, number, string], archived_at: string | null = null) =>
    shop.addProduct(name, { pack_count: pack[0], pack_size: pack[1], pack_unit: pack[2], archived_at });
  cola = await make('Par cola 24 x 330ml', [24, 330, 'ml']);
  wine = await make('Par house red 6 x 75cl', [6, 750, 'ml']);
  flour = await make('Par flour 5kg', [1, 5, 'kg']);
  gone = await make('Par old vermouth', [6, 1, 'l'], '2026-11-20T00:00:00.000Z');
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  clock.set('2026-11-27T12:00:00.000Z');
  await ctx.db.deleteFrom('order_guide_items').execute();
  for (const product of [cola, wine, flour]) {
    await call(venue, 'POST', '/api/order-guide/items', { product_id: product.id });
  }
  // An archived product stays on a guide that had it: it is counted, never proposed.
  const now = clock.now().toISOString();
  await ctx.db
    .insertInto('order_guide_items')
    .values({ user_id: venue.user.id, product_id: gone.id, created_at: now, updated_at: now })
    .execute();
});

function call(caller: Caller | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload && { payload }) });
}

const setStock = (caller: Caller, product: Product, body: object) =>
  call(caller, 'PATCH', `/api/order-guide/items/${product.id}/stock`, body);

async function proposal(caller: Caller): Promise<OrderProposal> {
  const response = await call(caller, 'GET', '/api/order-guide/proposal');
  expect(response.statusCode).toBe(200);
  return response.json<OrderProposal>();
}

const stockRows = () =>
  ctx.db
    .selectFrom('order_guide_items')
    .select(['user_id', 'product_id', 'par_units', 'counted_units', 'counted_at'])
    .orderBy('id')
    .execute();

describe('par levels and the stock count', () => {
  it('are kept on the guide: the par, the count and when it was taken', async () => {
    expect((await setStock(venue, cola, { par_units: 48 })).statusCode).toBe(200);
    expect((await setStock(venue, cola, { counted_units: 10 })).statusCode).toBe(200);
    const guide = (await call(venue, 'GET', '/api/order-guide')).json<OrderGuide>();
    expect(guide.items.find((item) => item.product.id === cola.id)).toMatchObject({
      par_units: 48,
      counted_units: 10,
      counted_at: '2026-11-27T12:00:00.000Z',
    });
    expect(guide.items.find((item) => item.product.id === wine.id)).toMatchObject({
      par_units: null,
      counted_units: null,
      counted_at: null,
    });
  });

  it('propose par minus count rounded up to whole packs, at today’s prices, in the guide’s order', async () => {
    await setStock(venue, cola, { par_units: 48, counted_units: 23 }); // short 25 cans: 2 cases of 24
    await setStock(venue, wine, { par_units: 12, counted_units: 11 }); // short 1 bottle: a case of 6
    await setStock(venue, flour, { par_units: 3, counted_units: 3 }); // at par: nothing
    await setStock(venue, gone, { par_units: 12, counted_units: 0 }); // no longer sold: never proposed

    const { lines, counted } = await proposal(venue);
    expect(lines.map((line) => [line.product.id, line.par_units, line.counted_units, line.quantity])).toEqual(
      [
        [cola.id, 48, 23, 2],
        [wine.id, 12, 11, 1],
      ],
    );
    expect(lines[0]?.product).toMatchObject({ price: 10, special_price: 9, pack: { count: 24 } });
    expect(counted).toBe(3);
  });

  it('propose nothing of a product sold out: the basket would refuse it', async () => {
    await setStock(venue, cola, { par_units: 48, counted_units: 0 });
    await setStock(venue, wine, { par_units: 12, counted_units: 0 });
    await ctx.db.updateTable('products').set({ stock: 0 }).where('id', '=', cola.id).execute();
    try {
      expect((await proposal(venue)).lines.map((line) => line.product.id)).toEqual([wine.id]);
    } finally {
      await ctx.db.updateTable('products').set({ stock: null }).where('id', '=', cola.id).execute();
    }
  });

  it('propose only from a count taken today in London; a par alone proposes nothing', async () => {
    await setStock(venue, cola, { par_units: 48, counted_units: 0 });
    await setStock(venue, wine, { par_units: 12 });
    expect((await proposal(venue)).lines.map((line) => line.product.id)).toEqual([cola.id]);

    // Past midnight in London: yesterday's count no longer stands.
    clock.set('2026-11-28T00:05:00.000Z');
    expect(await proposal(venue)).toEqual({ lines: [], counted: 0 });
    await setStock(venue, cola, { counted_units: 47 });
    expect((await proposal(venue)).lines.map((line) => line.quantity)).toEqual([1]);
  });

  it('clear a count with null, keeping the par', async () => {
    await setStock(venue, cola, { par_units: 48, counted_units: 0 });
    await setStock(venue, cola, { counted_units: null });
    const row = (await stockRows()).find((stock) => stock.product_id === cola.id);
    expect(row).toMatchObject({ par_units: 48, counted_units: null, counted_at: null });
    expect((await proposal(venue)).lines).toEqual([]);
  });

  it.each([
    ['nothing', {}, ''],
    ['a negative par', { par_units: -1 }, 'par_units'],
    ['a fraction', { counted_units: 2.5 }, 'counted_units'],
    ['too many', { counted_units: 100_000 }, 'counted_units'],
    ['text', { par_units: '12' }, 'par_units'],
    ['an unknown field', { par_units: 1, price: 0 }, 'price'],
  ])('answer 422 for %s, and change nothing', async (_case, body, field) => {
    await setStock(venue, cola, { par_units: 48, counted_units: 5 });
    const before = await stockRows();
    const response = await setStock(venue, cola, body);
    expect(response.statusCode).toBe(422);
    if (field !== '') expect(response.json().errors[field]).toHaveLength(1);
    expect(await stockRows()).toEqual(before);
  });

  it('word the par and count errors the way the stock-take does', async () => {
    expect((await setStock(venue, cola, { par_units: -1 })).json().errors.par_units).toEqual([
      STOCK_UNITS_NOT_WHOLE,
    ]);
    expect((await setStock(venue, cola, { counted_units: 100_000 })).json().errors.counted_units).toEqual([
      STOCK_UNITS_TOO_MANY,
    ]);
  });

  it('answer 404 for a product not on the guide, and store nothing', async () => {
    await ctx.db.deleteFrom('order_guide_items').where('product_id', '=', flour.id).execute();
    const before = await stockRows();
    for (const id of [flour.id, 999_999, 2_147_483_648]) {
      const response = await call(venue, 'PATCH', `/api/order-guide/items/${id}/stock`, { par_units: 4 });
      expect(response.statusCode).toBe(404);
    }
    expect(await stockRows()).toEqual(before);
  });
});

describe("another venue's par levels and counts", () => {
  it('can be neither read nor changed', async () => {
    await setStock(venue, cola, { par_units: 48, counted_units: 0 });
    const before = await stockRows();

    expect(await proposal(other)).toEqual({ lines: [], counted: 0 });
    const response = await setStock(other, cola, { par_units: 0, counted_units: 99 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NOT_ON_GUIDE, errors: {} });
    expect(await stockRows()).toEqual(before);
    expect((await proposal(venue)).lines.map((line) => line.quantity)).toEqual([2]);

    // Its own guide's par of the same product is its own.
    await call(other, 'POST', '/api/order-guide/items', { product_id: cola.id });
    await setStock(other, cola, { par_units: 24, counted_units: 23 });
    expect((await proposal(other)).lines.map((line) => line.quantity)).toEqual([1]);
    expect((await proposal(venue)).lines.map((line) => line.quantity)).toEqual([2]);
  });

  it.each([
    ['PATCH', '/api/order-guide/items/1/stock', { par_units: 1 }],
    ['GET', '/api/order-guide/proposal', undefined],
  ] as const)('%s %s needs a signed-in venue', async (method, url, payload) => {
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists the par level routes', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(Object.keys(paths['/api/order-guide/items/{product_id}/stock'])).toEqual(['patch']);
    expect(Object.keys(paths['/api/order-guide/proposal'])).toEqual(['get']);
  });
});
