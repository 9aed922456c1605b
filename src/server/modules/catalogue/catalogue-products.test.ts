import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOff } from '../../../domain/money.ts';
import type { Category, ProductPage } from '../../../domain/schemas/catalogue.ts';
import { CATEGORY_TREE } from '../../db/seed/category-data.ts';
import { DEMO_CATALOGUE_COUNT, seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { answerListsBy, categoryIdBySlug, LIST_WAYS, TEST_NOW } from './catalogue-test-data.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db, { now: TEST_NOW });
});
afterAll(async () => ctx?.close());

async function getPage(query: string): Promise<ProductPage> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductPage>();
}

const byNameThenId = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

describe.each(LIST_WAYS)('GET /api/products (%s)', (way) => {
  beforeAll(() => answerListsBy(ctx.db, way));

  const lastPage = Math.ceil(DEMO_CATALOGUE_COUNT / 24);

  it('answers the first page of 24 with the page figures', async () => {
    const page = await getPage('');
    expect(page).toMatchObject({
      current_page: 1,
      last_page: lastPage,
      total: DEMO_CATALOGUE_COUNT,
      per_page: 24,
    });
    expect(page.data).toHaveLength(24);
  });

  it('ignores query parameters it does not know, such as a cache buster', async () => {
    const page = await getPage('?page=2&_=1732300000000');
    expect(page.current_page).toBe(2);
  });

  it('gives each product its card fields, prices in pounds and a category object', async () => {
    const [product] = (await getPage('')).data;
    expect(Object.keys(product ?? {}).sort()).toEqual(
      [
        'category',
        'category_id',
        'description',
        'id',
        'images',
        'name',
        'order_code',
        'pack',
        'unit_price',
        'allergens',
        'stock_level',
        'vat_rate',
        'price',
        'rating',
        'reviews_count',
        'slug',
        'special_price',
      ].sort(),
    );
    for (const item of (await getPage('?page=3')).data) {
      expect(item.category.id).toBe(item.category_id);
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images[0]).toBe(`/images/products/${item.slug}/1.svg`);
      expect(Math.round(item.price * 100)).toBeCloseTo(item.price * 100, 6);
      const off = percentOff(Math.round(item.price * 100), Math.round(item.special_price * 100));
      expect(off).toBeGreaterThanOrEqual(5);
      expect(off).toBeLessThanOrEqual(20);
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
  });

  it('walks every product exactly once, in name then id order', async () => {
    const all = [];
    for (let page = 1; page <= lastPage; page++) all.push(...(await getPage(`?page=${page}`)).data);
    expect(all).toHaveLength(DEMO_CATALOGUE_COUNT);
    expect(new Set(all.map((product) => product.id)).size).toBe(DEMO_CATALOGUE_COUNT);
    expect(all.map((product) => product.id)).toEqual(
      [...all].sort(byNameThenId).map((product) => product.id),
    );
  });

  it('answers a page past the end with no products and the real last page', async () => {
    const page = await getPage('?page=999');
    expect(page).toEqual({
      data: [],
      current_page: 999,
      last_page: lastPage,
      total: DEMO_CATALOGUE_COUNT,
      per_page: 24,
    });
  });

  it.each([
    ['0', 'The page must be 1 or more.'],
    ['-3', 'The page must be 1 or more.'],
    ['abc', 'The page must be a whole number.'],
    ['1.5', 'The page must be a whole number.'],
    ['99999999999999999999', 'The page is too large.'],
  ])('refuses page=%s with 422', async (value, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products?page=${value}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { page: [message] } });
  });

  it('includes the products of sub-categories when filtering by a top-level category', async () => {
    const drinks = await categoryIdBySlug(ctx.db, 'drinks');
    const children = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', drinks)
      .execute();
    const childIds = children.map((child) => child.id);
    const counts = await Promise.all(childIds.map(async (id) => (await getPage(`?category_id=${id}`)).total));
    const page = await getPage(`?category_id=${drinks}`);
    expect(page.total).toBe(counts.reduce((sum, count) => sum + count, 0));
    expect(page.total).toBeGreaterThan(24);
    for (const product of page.data) expect(childIds).toContain(product.category_id);
  });

  it('keeps a leaf category to its own products', async () => {
    const wines = await categoryIdBySlug(ctx.db, 'wines');
    const page = await getPage(`?category_id=${wines}&page=1`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((product) => product.category.slug === 'wines')).toBe(true);
  });

  it.each(['999999', '99999999999'])('answers 404 for the unknown category %s', async (id) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products?category_id=${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such category.', errors: {} });
  });

  it('treats an empty page or category as absent', async () => {
    const page = await getPage('?page=&category_id=');
    expect(page.current_page).toBe(1);
    expect(page.total).toBe(DEMO_CATALOGUE_COUNT);
  });

  it('refuses a negative category id with a clear message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products?category_id=-5' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The category must be 1 or more.',
      errors: { category_id: ['The category must be 1 or more.'] },
    });
  });

  it('refuses a category id that is not a number', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/products?category_id=drinks' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('category_id');
  });

  it('lets a guest and a bearer of any token browse alike', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/categories', () => {
  it('answers the two-level tree in position order', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const tree = response.json<Category[]>();
    expect(tree.map((category) => category.name)).toEqual(CATEGORY_TREE.map((category) => category.name));
    const drinks = tree[0];
    expect(drinks).toMatchObject({
      name: 'Drinks',
      slug: 'drinks',
      parent_id: null,
      image: '/images/categories/drinks.svg',
    });
    expect(drinks?.children.map((child) => child.name)).toEqual(
      CATEGORY_TREE[0]?.children?.map((child) => child.name),
    );
    for (const top of tree) {
      for (const child of top.children) {
        expect(child.parent_id).toBe(top.id);
        expect(child.children).toEqual([]);
        expect(child.image).toBe(`/images/categories/${child.slug}.svg`);
      }
    }
    const all = tree.flatMap((top) => [top, ...top.children]);
    expect(all.length).toBeGreaterThanOrEqual(20);
    const favourites = all.filter((category) => category.favourite === 1);
    expect(favourites.length).toBeGreaterThanOrEqual(4);
    expect(favourites.length).toBeLessThanOrEqual(6);
    expect(all.every((category) => category.favourite === 0 || category.favourite === 1)).toBe(true);
  });
});
