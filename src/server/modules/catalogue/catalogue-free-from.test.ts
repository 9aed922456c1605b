import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_KEYS, type AllergenDeclarations, allergenMasks } from '../../../domain/allergens.ts';
import type { ProductPage } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categoryIdBySlug, createTestProduct } from './catalogue-test-data.ts';

let ctx: TestContext;

function masks(declarations: Partial<AllergenDeclarations>) {
  const all = Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'free'])) as AllergenDeclarations;
  const { contains, mayContain, free } = allergenMasks({ ...all, ...declarations });
  return { allergens_contains: contains, allergens_may_contain: mayContain, allergens_free: free };
}

let bakery: number;
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  bakery = await categoryIdBySlug(ctx.db, 'bread-and-rolls');
  const cheese = await categoryIdBySlug(ctx.db, 'cheese');
  ids = {};
  for (const [name, category_id, facts] of [
    ['Sourdough loaf 800g', bakery, masks({ gluten: 'contains' })],
    ['Gluten-free brioche buns x 6', bakery, masks({ milk: 'contains', eggs: 'contains' })],
    ['Gluten-free vegan rolls x 12', bakery, masks({ sesame: 'may_contain' })],
    ['Rye crispbread 250g', bakery, masks({ gluten: 'may_contain' })],
    ['Corn tortillas x 20', bakery, { allergens_contains: 0, allergens_may_contain: 0, allergens_free: 0 }],
    ['Vegan cheddar 2kg', cheese, masks({ soya: 'contains' })],
  ] as const) {
    ids[name] = (await createTestProduct(ctx.db, { name, category_id, ...facts })).id;
  }
});
afterAll(async () => ctx?.close());

async function list(query: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductPage>().data.map((product) => product.name);
}

describe('GET /api/products?free_from=', () => {
  it('lists in a category only the products declared free from every allergen named', async () => {
    expect(await list(`category_id=${bakery}&free_from=gluten,milk`)).toEqual([
      'Gluten-free vegan rolls x 12',
    ]);
    expect(await list(`category_id=${bakery}&free_from=gluten`)).toEqual([
      'Gluten-free brioche buns x 6',
      'Gluten-free vegan rolls x 12',
    ]);
  });

  it('never lists a product whose allergens are not yet declared, nor one that may contain them', async () => {
    const names = await list('free_from=gluten');
    expect(names).not.toContain('Corn tortillas x 20');
    expect(names).not.toContain('Rye crispbread 250g');
    expect(names).toContain('Vegan cheddar 2kg');
  });

  it('filters a search as well', async () => {
    expect(await list('q=gluten-free&free_from=milk')).toEqual(['Gluten-free vegan rolls x 12']);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?q=gluten-free&free_from=milk',
    });
    expect(response.json<ProductPage>().total).toBe(1);
  });

  it('follows an edit of the allergens at once', async () => {
    expect(await list(`category_id=${bakery}&free_from=sesame,milk`)).toEqual([
      'Rye crispbread 250g',
      'Sourdough loaf 800g',
    ]);
    await ctx.db
      .updateTable('products')
      .set(masks({ gluten: 'contains', sesame: 'contains' }))
      .where('id', '=', ids['Sourdough loaf 800g'] ?? 0)
      .execute();
    expect(await list(`category_id=${bakery}&free_from=sesame,milk`)).toEqual(['Rye crispbread 250g']);
  });

  it.each(['nuts', 'gluten,Milk', 'gluten,,celeryy'])(
    'refuses free_from=%s with 422 and changes nothing',
    async (value) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/products?free_from=${value}` });
      expect(response.statusCode).toBe(422);
      const body = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message).toMatch(/^Unknown allergen: /);
      expect(body.errors.free_from).toEqual([body.message]);
    },
  );
});

describe('product facts on the wire', () => {
  it('carries the order code, the pack, the unit prices and all 14 allergens', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${ids['Sourdough loaf 800g']}`,
    });
    const product = response.json();
    expect(product.order_code).toBe(`W${String(ids['Sourdough loaf 800g']).padStart(5, '0')}`);
    expect(product.pack).toEqual({ count: 1, size: 1, unit: 'item', label: '1 item' });
    expect(product.unit_price).toEqual({ base: 'item', label: 'each', price: 10, special_price: 9 });
    expect(Object.keys(product.allergens)).toHaveLength(14);
  });

  it('finds a product by its exact order code, in any case', async () => {
    const code = `w${String(ids['Vegan cheddar 2kg']).padStart(5, '0')}`;
    expect(await list(`q=${code}`)).toEqual(['Vegan cheddar 2kg']);
    expect(await list(`q=${code}&free_from=soya`)).toEqual([]);
  });
});
