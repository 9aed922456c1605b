import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../../domain/schemas/catalog.ts';
import { fixedClock } from '../../clock.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categoryIdBySlug, createTestProduct, TEST_NOW } from './catalog-test-data.ts';

const clock = fixedClock(TEST_NOW);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { CATALOG_CACHE_SECONDS: '10' } });
  await seedDemoData(ctx.db, { now: TEST_NOW });
});
afterAll(async () => ctx?.close());

async function get<T>(url: string): Promise<T> {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<T>();
}

describe('the catalogue cache', () => {
  it('serves a page from memory for its lifetime, then reads the database again', async () => {
    const fruit = await categoryIdBySlug(ctx.db, 'fruit');
    const before = await get<ProductPage>(`/api/products?category_id=${fruit}`);

    await createTestProduct(ctx.db, { name: 'Aaa first fruit of the season', category_id: fruit });
    clock.set(new Date(TEST_NOW.getTime() + 5_000));
    const cached = await get<ProductPage>(`/api/products?category_id=${fruit}`);
    expect(cached).toEqual(before);

    clock.set(new Date(TEST_NOW.getTime() + 11_000));
    const fresh = await get<ProductPage>(`/api/products?category_id=${fruit}`);
    expect(fresh.total).toBe(before.total + 1);
    expect(fresh.data[0]?.name).toBe('Aaa first fruit of the season');
  });

  it('shows a change at once when this process clears it', async () => {
    const { slug } = await createTestProduct(ctx.db, { name: 'Cache test lemons', category_id: 10 });
    const before = await get<ProductDetail>(`/api/products/${slug}`);
    await ctx.db.updateTable('products').set({ price_pence: 4321 }).where('slug', '=', slug).execute();
    expect((await get<ProductDetail>(`/api/products/${slug}`)).price).toBe(before.price);

    ctx.app.catalogCache.clear();

    expect((await get<ProductDetail>(`/api/products/${slug}`)).price).toBe(43.21);
  });

  it('never caches an error', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/products/arriving-later' });
    expect(missing.statusCode).toBe(404);
    await createTestProduct(ctx.db, { name: 'Arriving later', slug: 'arriving-later', category_id: 10 });

    expect((await get<ProductDetail>('/api/products/arriving-later')).name).toBe('Arriving later');
  });
});
