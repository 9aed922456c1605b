import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderGuide } from '../../../domain/schemas/order-guide.ts';
import { fixedClock } from '../../clock.ts';
import type { Customer } from '../../test/order-shop.ts';
import type { TestContext } from '../../test/test-app.ts';
import { openVenueShop } from '../../test/venue-shop.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue/catalogue.service.ts';
import { createTestOrder } from '../orders/orders-test-data.ts';
import { NO_SUCH_HEADING, NOT_ON_GUIDE } from './order-guide.service.ts';

type Caller = Customer;
type Product = { id: number; slug: string };

const clock = fixedClock('2026-11-27T12:00:00.000Z');
let ctx: TestContext;
let venue: Caller;
let other: Caller;
let lemons: Product;
let limes: Product;
let cola: Product;
let tonic: Product;
let newGin: Product;
let gone: Product;
let soldOut: Product;

beforeAll(async () => {
  const shop = await openVenueShop(clock);
  ({ ctx, venue, other } = shop);
  lemons = await shop.addProduct('Guide lemons box of 80');
  limes = await shop.addProduct('Guide limes box of 60');
  cola = await shop.addProduct('Guide cola 24 x 330ml');
  tonic = await shop.addProduct('Guide tonic 24 x 200ml');
  gone = await shop.addProduct('Guide discontinued vermouth', { archived_at: '2026-11-20T00:00:00.000Z' });
  newGin = await shop.addProduct('Guide aaa new gin 70cl');
  // First of the category by name, but run out: never offered instead of another.
  soldOut = await shop.addProduct('Guide aaa empty rum', { stock: 0 });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('order_guide_items').execute();
  await ctx.db.deleteFrom('order_items').execute();
  await ctx.db.deleteFrom('orders').execute();
});

function call(
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload && { payload }) });
}

async function guideOf(caller: Caller): Promise<OrderGuide['items']> {
  const response = await call(caller, 'GET', '/api/order-guide');
  expect(response.statusCode).toBe(200);
  return response.json<OrderGuide>().items;
}

const idsOf = async (caller: Caller) => (await guideOf(caller)).map((item) => item.product.id);

async function order(
  caller: Caller,
  createdAt: string,
  lines: Array<[Product, number]>,
  status: 'pending' | 'cancelled' = 'pending',
) {
  await createTestOrder(
    ctx.db,
    { user_id: caller.user.id, created_at: createdAt, status },
    lines.map(([product, quantity]) => ({
      product_id: product.id,
      title: product.slug,
      quantity,
      unit_price_pence: 1000,
    })),
  );
}

describe('GET /api/order-guide', () => {
  it('is empty for a venue with no orders', async () => {
    expect(await guideOf(venue)).toEqual([]);
  });

  it('is built from the last 12 weeks of orders: most often ordered first, with the last quantity and date', async () => {
    await order(venue, '2026-11-10T09:00:00.000Z', [
      [lemons, 4],
      [cola, 2],
    ]);
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [lemons, 6],
      [limes, 3],
    ]);
    await order(venue, '2026-11-17T09:00:00.000Z', [
      [lemons, 9],
      [cola, 1],
    ]);
    // Older than 12 weeks, and a cancelled order: neither counts.
    await order(venue, '2026-08-01T09:00:00.000Z', [
      [tonic, 10],
      [lemons, 50],
    ]);
    await order(
      venue,
      '2026-11-25T09:00:00.000Z',
      [
        [tonic, 7],
        [lemons, 70],
      ],
      'cancelled',
    );
    // Another venue's orders are its own.
    await order(other, '2026-11-26T09:00:00.000Z', [
      [tonic, 5],
      [lemons, 1],
    ]);

    const items = await guideOf(venue);
    expect(
      items.map((item) => [item.product.name, item.times_ordered, item.last_quantity, item.last_ordered_at]),
    ).toEqual([
      ['Guide lemons box of 80', 3, 6, '2026-11-24T09:00:00.000Z'],
      ['Guide cola 24 x 330ml', 2, 1, '2026-11-17T09:00:00.000Z'],
      ['Guide limes box of 60', 1, 3, '2026-11-24T09:00:00.000Z'],
    ]);
    expect(items[0]).toMatchObject({
      heading: null,
      archived: false,
      replacement: null,
      product: { id: lemons.id, price: 10, special_price: 9, order_code: expect.any(String) },
    });
    // Ordered as often and as lately: the older product first, so the order never wavers.
    expect((await guideOf(other)).map((item) => [item.product.id, item.last_quantity])).toEqual([
      [lemons.id, 1],
      [tonic.id, 5],
    ]);
  });

  it('shows an archived product as such, with a listed product of its category instead', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [gone, 2],
      [lemons, 1],
    ]);
    const items = await guideOf(venue);
    const archived = items.find((item) => item.product.id === gone.id);
    expect(archived).toMatchObject({ archived: true, replacement: { id: newGin.id } });
  });

  it('shows each product’s stock, and a run-out product with an orderable one of its category instead', async () => {
    await ctx.db.updateTable('products').set({ stock: 4 }).where('id', '=', limes.id).execute();
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [soldOut, 2],
      [limes, 1],
      [lemons, 1],
    ]);
    const items = await guideOf(venue);
    const levels = Object.fromEntries(items.map((item) => [item.product.id, item.product.stock_level]));
    expect(levels).toEqual({ [soldOut.id]: 'out_of_stock', [limes.id]: 'low_stock', [lemons.id]: null });
    expect(items.find((item) => item.product.id === soldOut.id)).toMatchObject({
      archived: false,
      replacement: { id: newGin.id, stock_level: null },
    });
    expect(items.find((item) => item.product.id === limes.id)?.replacement).toBeNull();
    await ctx.db.updateTable('products').set({ stock: null }).where('id', '=', limes.id).execute();
  });

  it('needs a signed-in venue', async () => {
    expect((await call(null, 'GET', '/api/order-guide')).statusCode).toBe(401);
  });
});

describe('GET /api/order-guide/product-ids', () => {
  async function productIdsOf(caller: Caller): Promise<number[]> {
    const response = await call(caller, 'GET', '/api/order-guide/product-ids');
    expect(response.statusCode).toBe(200);
    return response.json<{ product_ids: number[] }>().product_ids;
  }
  const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('is empty for a venue with no guide', async () => {
    expect(await productIdsOf(venue)).toEqual([]);
  });

  it('names exactly the products the guide lists: ordered in the window or added, less those taken off', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [lemons, 4],
      [cola, 1],
      [gone, 2],
      [soldOut, 1],
    ]);
    // Too old, cancelled and another venue's orders bring nothing.
    await order(venue, '2026-08-01T09:00:00.000Z', [[tonic, 10]]);
    await order(venue, '2026-11-25T09:00:00.000Z', [[limes, 7]], 'cancelled');
    await order(other, '2026-11-26T09:00:00.000Z', [[limes, 5]]);
    const added = await call(venue, 'POST', '/api/order-guide/items', { product_id: newGin.id });
    expect(added.statusCode).toBe(200);
    const removed = await call(venue, 'DELETE', `/api/order-guide/items/${cola.id}`);
    expect(removed.statusCode).toBe(200);

    const ids = await productIdsOf(venue);
    expect(ids).toEqual(ascending([lemons.id, gone.id, soldOut.id, newGin.id]));
    expect(ids).toEqual(ascending(await idsOf(venue)));
    expect(await productIdsOf(other)).toEqual(ascending(await idsOf(other)));
  });

  it("answers only the caller's own guide, and needs a signed-in venue", async () => {
    const added = await call(other, 'POST', '/api/order-guide/items', { product_id: tonic.id });
    expect(added.statusCode).toBe(200);
    expect(await productIdsOf(venue)).toEqual([]);
    expect(await productIdsOf(other)).toEqual([tonic.id]);
    expect((await call(null, 'GET', '/api/order-guide/product-ids')).statusCode).toBe(401);
  });
});

describe('changing the guide', () => {
  it('adds a product by hand, after those ordered, and puts it under a heading', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [[lemons, 4]]);
    const added = await call(venue, 'POST', '/api/order-guide/items', {
      product_id: tonic.id,
      heading: '  Bar ',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true });
    const items = await guideOf(venue);
    expect(items.map((item) => [item.product.id, item.heading, item.last_quantity])).toEqual([
      [lemons.id, null, 4],
      [tonic.id, 'Bar', null],
    ]);
    const moved = await call(venue, 'PATCH', `/api/order-guide/items/${lemons.id}`, {
      heading: 'Kitchen dry store',
    });
    expect(moved.statusCode).toBe(200);
    expect((await guideOf(venue)).map((item) => item.heading)).toEqual(['Kitchen dry store', 'Bar']);
    await call(venue, 'PATCH', `/api/order-guide/items/${lemons.id}`, { heading: null });
    expect((await guideOf(venue))[0]?.heading).toBeNull();
  });

  it('removes a product its orders brought, and keeps it off until it is added again', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [lemons, 4],
      [cola, 1],
    ]);
    const removed = await call(venue, 'DELETE', `/api/order-guide/items/${lemons.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await idsOf(venue)).toEqual([cola.id]);
    await order(venue, '2026-11-26T09:00:00.000Z', [[lemons, 4]]);
    expect(await idsOf(venue)).toEqual([cola.id]);
    await call(venue, 'POST', '/api/order-guide/items', { product_id: lemons.id });
    expect(await idsOf(venue)).toEqual([lemons.id, cola.id]);
  });

  it('takes the order the venue gives it, the rest after', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [lemons, 4],
      [cola, 1],
      [limes, 2],
    ]);
    await order(venue, '2026-11-25T09:00:00.000Z', [[lemons, 4]]);
    const response = await call(venue, 'PUT', '/api/order-guide/order', { product_ids: [limes.id, cola.id] });
    expect(response.statusCode).toBe(200);
    expect(await idsOf(venue)).toEqual([limes.id, cola.id, lemons.id]);
    await call(venue, 'PUT', '/api/order-guide/order', { product_ids: [lemons.id] });
    expect(await idsOf(venue)).toEqual([lemons.id, limes.id, cola.id]);
  });

  it('renames a heading for all its products, merges it into another, and takes it away', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [lemons, 4],
      [limes, 1],
      [cola, 2],
    ]);
    await call(venue, 'PATCH', `/api/order-guide/items/${lemons.id}`, { heading: 'Bar' });
    await call(venue, 'PATCH', `/api/order-guide/items/${limes.id}`, { heading: 'Bar' });
    await call(venue, 'PATCH', `/api/order-guide/items/${cola.id}`, { heading: 'Cellar' });
    const headings = async () =>
      Object.fromEntries((await guideOf(venue)).map((item) => [item.product.id, item.heading]));

    const renamed = await call(venue, 'PUT', '/api/order-guide/headings', { from: 'Bar', to: ' Back  bar ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ success: true });
    expect(await headings()).toEqual({
      [lemons.id]: 'Back bar',
      [limes.id]: 'Back bar',
      [cola.id]: 'Cellar',
    });

    await call(venue, 'PUT', '/api/order-guide/headings', { from: 'Cellar', to: 'Back bar' });
    expect(await headings()).toEqual({
      [lemons.id]: 'Back bar',
      [limes.id]: 'Back bar',
      [cola.id]: 'Back bar',
    });

    const deleted = await call(venue, 'PUT', '/api/order-guide/headings', { from: 'Back bar', to: null });
    expect(deleted.statusCode).toBe(200);
    expect(await headings()).toEqual({ [lemons.id]: null, [limes.id]: null, [cola.id]: null });
    expect(await idsOf(venue)).toHaveLength(3);

    const missing = await call(venue, 'PUT', '/api/order-guide/headings', { from: 'Back bar', to: 'Bar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: NO_SUCH_HEADING, errors: {} });
  });

  it.each([
    ['no heading to rename', { to: 'Bar' }, 'from'],
    ['an empty heading to rename', { from: '  ', to: 'Bar' }, 'from'],
    ['a new name too long', { from: 'Bar', to: 'x'.repeat(41) }, 'to'],
    ['an unknown field', { from: 'Bar', to: null, product_id: 1 }, 'product_id'],
  ])('answers 422 to a heading change with %s', async (_case, body, field) => {
    const response = await call(venue, 'PUT', '/api/order-guide/headings', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
  });

  it('answers 404 for a product that does not exist, and stores nothing', async () => {
    for (const productId of [999_999, 2_147_483_648]) {
      const response = await call(venue, 'POST', '/api/order-guide/items', { product_id: productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PRODUCT_NOT_FOUND, errors: {} });
    }
    const archived = await call(venue, 'POST', '/api/order-guide/items', { product_id: gone.id });
    expect(archived.statusCode).toBe(404);
    expect(await ctx.db.selectFrom('order_guide_items').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['no product', {}, 'product_id'],
    ['a text product id', { product_id: 'lemons' }, 'product_id'],
    ['an unknown field', { product_id: 1, quantity: 2 }, 'quantity'],
    ['a heading too long', { product_id: 1, heading: 'x'.repeat(41) }, 'heading'],
  ])('answers 422 for %s', async (_case, body, field) => {
    const response = await call(venue, 'POST', '/api/order-guide/items', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
  });

  it('answers 422 for an order naming a product twice or none', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [[lemons, 4]]);
    for (const body of [{ product_ids: [lemons.id, lemons.id] }, { product_ids: [] }, {}]) {
      expect((await call(venue, 'PUT', '/api/order-guide/order', body)).statusCode).toBe(422);
    }
  });
});

describe("another venue's guide", () => {
  it('can be neither read nor changed: every change to a product not on the caller’s guide is 404', async () => {
    await order(venue, '2026-11-24T09:00:00.000Z', [
      [lemons, 4],
      [cola, 1],
    ]);
    await call(venue, 'POST', '/api/order-guide/items', { product_id: tonic.id, heading: 'Bar' });
    const before = await guideOf(venue);
    // Its own heading of the same name is its own too: renaming it touches none of the venue's.
    await call(other, 'POST', '/api/order-guide/items', { product_id: cola.id, heading: 'Bar' });
    expect(
      (await call(other, 'PUT', '/api/order-guide/headings', { from: 'Bar', to: 'Mine' })).statusCode,
    ).toBe(200);
    await call(other, 'DELETE', `/api/order-guide/items/${cola.id}`);

    expect(await guideOf(other)).toEqual([]);
    for (const [method, url, payload] of [
      ['DELETE', `/api/order-guide/items/${lemons.id}`, undefined],
      ['PATCH', `/api/order-guide/items/${tonic.id}`, { heading: 'Mine now' }],
      ['PUT', '/api/order-guide/order', { product_ids: [cola.id, lemons.id] }],
    ] as const) {
      const response = await call(other, method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NOT_ON_GUIDE, errors: {} });
    }
    const heading = await call(other, 'PUT', '/api/order-guide/headings', { from: 'Bar', to: null });
    expect(heading.statusCode).toBe(404);
    expect(heading.json()).toEqual({ message: NO_SUCH_HEADING, errors: {} });
    // Adding the same product to its own guide changes only its own.
    expect((await call(other, 'POST', '/api/order-guide/items', { product_id: lemons.id })).statusCode).toBe(
      200,
    );
    expect(await guideOf(venue)).toEqual(before);
    expect((await guideOf(other)).map((item) => item.product.id)).toEqual([lemons.id]);
  });

  it.each([
    ['POST', '/api/order-guide/items', { product_id: 1 }],
    ['PATCH', '/api/order-guide/items/1', { heading: null }],
    ['DELETE', '/api/order-guide/items/1', undefined],
    ['PUT', '/api/order-guide/order', { product_ids: [1] }],
    ['PUT', '/api/order-guide/headings', { from: 'Bar', to: null }],
  ] as const)('%s %s needs a signed-in venue', async (method, url, payload) => {
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists every order guide route', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json().paths;
    expect(Object.keys(paths['/api/order-guide'])).toEqual(['get']);
    expect(Object.keys(paths['/api/order-guide/product-ids'])).toEqual(['get']);
    expect(Object.keys(paths['/api/order-guide/items'])).toEqual(['post']);
    expect(Object.keys(paths['/api/order-guide/items/{product_id}']).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(paths['/api/order-guide/order'])).toEqual(['put']);
    expect(Object.keys(paths['/api/order-guide/headings'])).toEqual(['put']);
  });
});
