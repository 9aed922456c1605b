import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedCategory } from '../../../domain/schemas/back-office-catalogue.ts';
import type { Category } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { NO_SUCH_CATEGORY } from '../admin-catalogue/managed-products.service.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { HOLDS_SUBCATEGORIES } from './admin-categories.service.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
});
afterAll(async () => ctx?.close());

function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, caller: Caller = admin) {
  return ctx.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });
}

async function made(name: string, parentId: number | null = null): Promise<ManagedCategory> {
  const response = await send('POST', '/api/admin/categories', {
    name,
    slug: '',
    parent_id: parentId,
    favourite: false,
    position: 90,
  });
  expect(response.statusCode).toBe(201);
  return response.json<ManagedCategory>();
}

async function shopSlugs(): Promise<string[]> {
  const tree = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json<Category[]>();
  return tree.flatMap((top) => [top.slug, ...top.children.map((child) => child.slug)]);
}

async function adminIds(): Promise<number[]> {
  return (await send('GET', '/api/admin/categories'))
    .json<ManagedCategory[]>()
    .map((category) => category.id);
}

async function categoryAudit(id: number) {
  const rows = await ctx.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('subject_type', '=', 'category')
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ action: row.action, detail: JSON.parse(row.detail) }));
}

describe('removing a category made by mistake', () => {
  it('removes an empty one, audited by name', async () => {
    const mistake = await made('Mistaken tinned fish');
    const response = await send('DELETE', `/api/admin/categories/${mistake.id}`);
    expect(response.statusCode).toBe(204);
    expect(await adminIds()).not.toContain(mistake.id);
    expect(await shopSlugs()).not.toContain(mistake.slug);
    expect((await categoryAudit(mistake.id)).map((row) => row.action)).toEqual([
      'category.create',
      'category.remove',
    ]);
    expect((await send('DELETE', `/api/admin/categories/${mistake.id}`)).statusCode).toBe(404);
  });

  it('refuses one with products, archived ones too, saying why and to archive it instead', async () => {
    const full = await made('Mistaken crisps');
    await createTestProduct(ctx.db, { name: 'Ready salted 40 x 25g', category_id: full.id });
    await createTestProduct(ctx.db, {
      name: 'Old salt and vinegar',
      category_id: full.id,
      archived_at: new Date().toISOString(),
    });
    const response = await send('DELETE', `/api/admin/categories/${full.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This category holds 2 products, so it cannot be removed. Archive it instead, or move its products to another category first.',
    );
    expect(await adminIds()).toContain(full.id);
  });

  it('refuses one with subcategories, which removing would take with it', async () => {
    const parent = await made('Mistaken snacks');
    const child = await made('Mistaken nuts', parent.id);
    const response = await send('DELETE', `/api/admin/categories/${parent.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(HOLDS_SUBCATEGORIES);
    expect(await adminIds()).toEqual(expect.arrayContaining([parent.id, child.id]));
  });
});

describe('archiving a category', () => {
  it('takes it and its subcategories out of the shop, and brings them back; audited by name', async () => {
    const parent = await made('Seasonal');
    const child = await made('Christmas puddings', parent.id);
    const archived = await send('POST', `/api/admin/categories/${parent.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<ManagedCategory>().archived_at).not.toBeNull();
    const slugs = await shopSlugs();
    expect(slugs).not.toContain(parent.slug);
    expect(slugs).not.toContain(child.slug);
    expect(slugs).toContain('cheese');
    expect(await adminIds()).toEqual(expect.arrayContaining([parent.id, child.id]));

    const back = await send('POST', `/api/admin/categories/${parent.id}/unarchive`);
    expect(back.json<ManagedCategory>().archived_at).toBeNull();
    expect(await shopSlugs()).toEqual(expect.arrayContaining([parent.slug, child.slug]));
    expect(await categoryAudit(parent.id)).toEqual([
      { action: 'category.create', detail: { name: 'Seasonal' } },
      { action: 'category.archive', detail: { name: 'Seasonal' } },
      { action: 'category.unarchive', detail: { name: 'Seasonal' } },
    ]);
  });

  it('is no longer offered for new products, while a product already in it may stay', async () => {
    const old = await made('Old ranges');
    const product = await createTestProduct(ctx.db, { name: 'Old range soup', category_id: old.id });
    await send('POST', `/api/admin/categories/${old.id}/archive`);
    const body = (overrides: object) => ({
      name: 'Old range soup',
      slug: '',
      description: 'Soup.',
      category_id: old.id,
      price: 5,
      special_price: 4,
      images: [],
      ...overrides,
    });
    const added = await send('POST', '/api/admin/products', body({ name: 'New soup' }));
    expect(added.statusCode).toBe(422);
    expect(added.json().errors.category_id).toEqual([NO_SUCH_CATEGORY]);
    const kept = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: body({ price: 6 }),
    });
    expect(kept.statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const seller = await createSignedInUser(ctx.db, { role: 'seller' });
    const cheese = await categoryIdBySlug(ctx.db, 'cheese');
    expect(
      (await send('POST', `/api/admin/categories/${cheese}/archive`, undefined, seller)).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/admin/categories/${cheese}`, undefined, seller)).statusCode).toBe(403);
    expect(await shopSlugs()).toContain('cheese');
  });
});
