import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../../domain/schemas/catalogue.ts';
import { buildApp } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { createDb, type Db } from '../../db/database.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import { categoryIdBySlug, createTestProduct, TEST_NOW } from './catalogue-test-data.ts';

const clock = fixedClock(TEST_NOW);
let ctx: TestContext;
// A second server process on the same database: its own connection, its own cache.
let otherDb: Db;
let other: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { CATALOG_CACHE_SECONDS: '10' } });
  await seedDemoData(ctx.db, { now: TEST_NOW });
  otherDb = createDb(ctx.config.DATABASE_URL);
  other = await buildApp({ config: ctx.config, db: otherDb, clock });
});
afterAll(async () => {
  await other?.close();
  await otherDb?.destroy();
  await ctx?.close();
});

async function get<T>(url: string, app: FastifyInstance = ctx.app): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<T>();
}

describe('the catalogue cache', () => {
  it('serves an unchanged page from memory, and reads the database again when anything changed', async () => {
    const fruit = await categoryIdBySlug(ctx.db, 'fruit');
    const url = `/api/products?category_id=${fruit}`;
    const before = await get<ProductPage>(url);
    expect(await get<ProductPage>(url)).toEqual(before);

    // A write straight to the database, as another process or a back-office script makes it.
    await createTestProduct(ctx.db, { name: 'Aaa first fruit of the season', category_id: fruit });
    const fresh = await get<ProductPage>(url);
    expect(fresh.total).toBe(before.total + 1);
    expect(fresh.data[0]?.name).toBe('Aaa first fruit of the season');
  });

  it('never serves a page stale after a price change made through another server process', async () => {
    const { slug } = await createTestProduct(ctx.db, { name: 'Cache test lemons', category_id: 10 });
    const before = await get<ProductDetail>(`/api/products/${slug}`);
    expect(await get<ProductDetail>(`/api/products/${slug}`, other)).toEqual(before);
    // Prices move neither the count nor the order of lists, but the answers version moves.
    await otherDb.updateTable('products').set({ price_pence: 4321 }).where('slug', '=', slug).execute();

    expect((await get<ProductDetail>(`/api/products/${slug}`)).price).toBe(43.21);
    expect((await get<ProductDetail>(`/api/products/${slug}`, other)).price).toBe(43.21);
  });

  it('shows a new review written through the other process at once', async () => {
    const { id, slug } = await createTestProduct(ctx.db, { name: 'Reviewed limes', category_id: 10 });
    const before = await get<ProductDetail>(`/api/products/${slug}`);
    expect(before.reviews).toHaveLength(0);
    await otherDb
      .insertInto('reviews')
      .values({
        product_id: id,
        user_id: null,
        author_name: 'A chef',
        rating: 5,
        review: 'Sharp and juicy.',
        hidden_at: null,
        created_at: TEST_NOW.toISOString(),
      })
      .execute();

    expect((await get<ProductDetail>(`/api/products/${slug}`)).reviews).toHaveLength(1);
  });

  it('never caches an error', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/products/arriving-later' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    await createTestProduct(ctx.db, { name: 'Arriving later', slug: 'arriving-later', category_id: 10 });

    expect((await get<ProductDetail>('/api/products/arriving-later')).name).toBe('Arriving later');
  });
});

describe('catalogue ETags', () => {
  it('answer If-None-Match with 304 while nothing changed, and with the new page after a change', async () => {
    for (const url of ['/api/products?page=2', '/api/categories', '/api/products/1']) {
      const first = await ctx.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/"c\d+-[\w-]{16}"$/);

      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }

    const url = '/api/products?page=1';
    const etag = String((await ctx.app.inject({ method: 'GET', url })).headers.etag);
    await createTestProduct(ctx.db, { name: 'Aa newest product', category_id: 10 });
    const changed = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<ProductPage>().data[0]?.name).toBe('Aa newest product');
  });

  it('differ between addresses and are the same in every server process', async () => {
    const one = await ctx.app.inject({ method: 'GET', url: '/api/products?page=1' });
    const two = await ctx.app.inject({ method: 'GET', url: '/api/products?page=2' });
    expect(one.headers.etag).not.toBe(two.headers.etag);
    const sameFromOther = await other.inject({
      method: 'GET',
      url: '/api/products?page=1',
      headers: { 'if-none-match': String(one.headers.etag) },
    });
    expect(sameFromOther.statusCode).toBe(304);
  });

  it('work with the cache off too', async () => {
    const uncached = await createTestApp({ clock });
    try {
      const first = await uncached.app.inject({ method: 'GET', url: '/api/categories' });
      const etag = String(first.headers.etag);
      const again = await uncached.app.inject({
        method: 'GET',
        url: '/api/categories',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      await uncached.close();
    }
  });
});

describe('answers version reads', () => {
  /** A version source whose reads end when the test says, counting how many were started. */
  function controlledVersions() {
    const pending: { resolve: (version: number) => void; reject: (error: Error) => void }[] = [];
    const source = {
      started: 0,
      read: () =>
        new Promise<number>((resolve, reject) => {
          source.started++;
          pending.push({ resolve, reject });
        }),
      finish: (version: number) => pending.shift()?.resolve(version),
      fail: () => pending.shift()?.reject(new Error('connection lost')),
    };
    return source;
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('are shared by requests that arrive during a read, and start only after they arrived', async () => {
    const versions = controlledVersions();
    const cache = new CatalogueCache(10, clock, versions.read);
    const first = cache.currentVersion();
    // Arrivals during the first read may have come after a change it cannot see.
    const later = [cache.currentVersion(), cache.currentVersion(), cache.currentVersion()];
    expect(versions.started).toBe(1);

    versions.finish(7);
    expect(await first).toBe(7);
    await settle();
    expect(versions.started).toBe(2);
    versions.finish(8);
    expect(await Promise.all(later)).toEqual([8, 8, 8]);

    // With nothing in flight a request reads at once.
    const alone = cache.currentVersion();
    expect(versions.started).toBe(3);
    versions.finish(8);
    expect(await alone).toBe(8);
  });

  it('let a failed read fail only the requests that share it', async () => {
    const versions = controlledVersions();
    const cache = new CatalogueCache(0, clock, versions.read);
    const first = cache.currentVersion();
    const waiting = cache.currentVersion();
    versions.fail();
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    versions.finish(3);
    expect(await waiting).toBe(3);
    const next = cache.currentVersion();
    versions.finish(4);
    expect(await next).toBe(4);
  });
});
