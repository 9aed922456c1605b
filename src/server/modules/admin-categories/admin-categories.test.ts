import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedCategory } from '../../../domain/schemas/back-office-catalogue.ts';
import type { Category, ProductPage } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { HAS_SUBCATEGORIES, OWN_PARENT, PARENT_NOT_TOP_LEVEL } from './admin-categories.service.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
});
afterAll(async () => ctx?.close());

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Patisserie',
  slug: '',
  parent_id: null,
  favourite: false,
  position: 50,
  ...overrides,
});

describe('admin categories', () => {
  it('lists every category flat, by position, with product counts', async () => {
    const response = await send('GET', '/api/admin/categories');
    expect(response.statusCode).toBe(200);
    const categories = response.json<ManagedCategory[]>();
    expect(categories.length).toBeGreaterThan(10);
    expect(categories.find((category) => category.slug === 'cheese')).toMatchObject({
      name: 'Cheese',
      products_count: 0,
    });
  });

  it("counts what the shop's category page lists: not archived products, with the subcategories' too", async () => {
    const beers = await categoryIdBySlug(ctx.db, 'beers-and-ciders');
    const drinks = await categoryIdBySlug(ctx.db, 'drinks');
    const lagers: Array<{ id: number }> = [];
    for (let n = 1; n <= 13; n++) {
      lagers.push(await createTestProduct(ctx.db, { name: `Counted lager ${n}`, category_id: beers }));
    }
    expect((await send('POST', `/api/admin/products/${lagers[0]?.id}/archive`)).statusCode).toBe(200);

    const listed = (await send('GET', '/api/admin/categories')).json<ManagedCategory[]>();
    const adminCount = (id: number) => listed.find((category) => category.id === id)?.products_count;
    const shopCount = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products?category_id=${id}` })).json<ProductPage>()
        .total;
    expect([adminCount(beers), await shopCount(beers)]).toEqual([12, 12]);
    expect([adminCount(drinks), await shopCount(drinks)]).toEqual([12, 12]);
  });

  it('adds a top-level favourite and a child favourite, which the shop shows in its tree', async () => {
    const top = await send('POST', '/api/admin/categories', body({ favourite: true }));
    expect(top.statusCode).toBe(201);
    const parent = top.json<ManagedCategory>();
    expect(parent).toMatchObject({
      name: 'Patisserie',
      slug: 'patisserie',
      parent_id: null,
      favourite: true,
      position: 50,
      products_count: 0,
    });
    const child = await send(
      'POST',
      '/api/admin/categories',
      body({ name: 'Sourdough', parent_id: parent.id, favourite: true, position: 1 }),
    );
    expect(child.statusCode).toBe(201);

    const tree = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json<Category[]>();
    const patisserie = tree.find((category) => category.id === parent.id);
    expect(patisserie).toMatchObject({ favourite: 1, image: '/images/categories/patisserie.svg' });
    expect(patisserie?.children.map((category) => [category.name, category.favourite])).toEqual([
      ['Sourdough', 1],
    ]);
  });

  it('keeps two levels: a parent must be top level, and a category with children stays top level', async () => {
    const cheese = await categoryIdBySlug(ctx.db, 'cheese');
    const third = await send(
      'POST',
      '/api/admin/categories',
      body({ name: 'Blue cheese', parent_id: cheese }),
    );
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.parent_id).toEqual([PARENT_NOT_TOP_LEVEL]);

    const bakery = await categoryIdBySlug(ctx.db, 'patisserie');
    const drinks = await categoryIdBySlug(ctx.db, 'drinks');
    const moved = await send(
      'PUT',
      `/api/admin/categories/${bakery}`,
      body({ slug: 'patisserie', parent_id: drinks }),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.parent_id).toEqual([HAS_SUBCATEGORIES]);
    const self = await send(
      'PUT',
      `/api/admin/categories/${bakery}`,
      body({ slug: 'patisserie', parent_id: bakery }),
    );
    expect(self.json().errors.parent_id).toEqual([OWN_PARENT]);
  });

  it('renames, moves and re-flags a category; a taken slug is refused', async () => {
    const sourdough = await categoryIdBySlug(ctx.db, 'sourdough');
    const drinks = await categoryIdBySlug(ctx.db, 'drinks');
    const edited = await send(
      'PUT',
      `/api/admin/categories/${sourdough}`,
      body({ name: 'Sour beers', slug: 'sour-beers', parent_id: drinks, favourite: false, position: 3 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ManagedCategory>()).toMatchObject({
      name: 'Sour beers',
      slug: 'sour-beers',
      parent_id: drinks,
      favourite: false,
      position: 3,
    });
    const row = await ctx.db
      .selectFrom('categories')
      .select('image')
      .where('id', '=', sourdough)
      .executeTakeFirstOrThrow();
    expect(row.image).toBe('/images/categories/sour-beers.svg');

    const taken = await send(
      'PUT',
      `/api/admin/categories/${sourdough}`,
      body({ name: 'Sour beers', slug: 'cheese', parent_id: drinks }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['This slug is already used. Please choose another.']);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ favourite: 1 }, 'favourite'],
    [{ position: -1 }, 'position'],
    [{ parent_id: 999_999 }, 'parent_id'],
  ])('refuses %j with 422', async (overrides, field) => {
    const response = await send('POST', '/api/admin/categories', body({ name: 'Refused', ...overrides }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toHaveLength(1);
  });

  it('answers 404 for a category that does not exist', async () => {
    expect((await send('PUT', '/api/admin/categories/999999', body())).statusCode).toBe(404);
  });
});
