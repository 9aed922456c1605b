import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedProduct } from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductDetail, ProductPage } from '../../../domain/schemas/catalogue.ts';
import type { Order, RecallResponse } from '../../../domain/schemas/order.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { PRODUCT_NOT_FOUND } from '../catalogue/catalogue.service.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { createTestOrder } from '../orders/orders-test-data.ts';
import { productBody } from './admin-catalogue-test-data.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let admin: Caller;
let customer: Caller;
let cheese: number;
let product: { id: number; slug: string };
let order: { id: number; order_id: string };

beforeAll(async () => {
  // The answer cache is on: every change must clear it, or these tests would read old answers.
  ctx = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '600' } });
  await seedCategories(ctx.db);
  cheese = await categoryIdBySlug(ctx.db, 'cheese');
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
  customer = await createSignedInUser(ctx.db);
  product = await createTestProduct(ctx.db, { name: 'Archivable Stilton 2kg', category_id: cheese });
  await createTestProduct(ctx.db, { name: 'Staying Cheddar 2kg', category_id: cheese });
  await ctx.db
    .insertInto('wishlist_items')
    .values({ user_id: customer.user.id, product_id: product.id, created_at: new Date().toISOString() })
    .execute();
  // A past pay-later order, so it has an invoice.
  order = await createTestOrder(
    ctx.db,
    {
      user_id: customer.user.id,
      status: 'outstanding',
      payment_method: 'pay_later',
      due_at: '2026-12-20T12:00:00.000Z',
    },
    [{ product_id: product.id, title: 'Archivable Stilton 2kg', quantity: 2, unit_price_pence: 3450 }],
  );
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const ids = (page: ProductPage) => page.data.map((item) => item.id);

async function shopState() {
  const list = (await get('/api/products')).json<ProductPage>();
  const search = (await get('/api/products?q=Archivable')).json<ProductPage>();
  const shortSearch = (await get('/api/products?q=ab')).json<ProductPage>();
  const category = (await get(`/api/products?category_id=${cheese}`)).json<ProductPage>();
  const bySlug = await get(`/api/products/${product.slug}`);
  const byId = await get(`/api/products/${product.id}`);
  const sitemap = (await get('/sitemap.xml')).body;
  const recall = (
    await ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/recall`, headers: customer.headers })
  ).json<RecallResponse>();
  const wishlist = (await get(`/api/wishlist?user_id=${customer.user.id}`, customer.headers)).json<
    { id: number }[]
  >();
  return { list, search, shortSearch, category, bySlug, byId, sitemap, recall, wishlist };
}

describe('archiving a product', () => {
  it('takes it out of the shop, search, recall and the sitemap, and brings it back on un-archiving', async () => {
    const before = await shopState();
    expect(ids(before.list)).toContain(product.id);
    expect(ids(before.search)).toEqual([product.id]);
    expect(ids(before.shortSearch)).toContain(product.id);
    expect(ids(before.category)).toContain(product.id);
    expect(before.bySlug.statusCode).toBe(200);
    expect(before.sitemap).toContain(`/product/details/${product.slug}`);
    expect(before.recall.cart.map((line) => line.id)).toEqual([product.id]);

    const archived = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/archive`,
      headers: admin.headers,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json<ManagedProduct>().archived_at).not.toBeNull();

    const after = await shopState();
    expect(ids(after.list)).not.toContain(product.id);
    expect(after.list.total).toBe(before.list.total - 1);
    expect(after.search).toMatchObject({ data: [], total: 0 });
    expect(ids(after.shortSearch)).not.toContain(product.id);
    expect(after.shortSearch.total).toBe(before.shortSearch.total - 1);
    expect(after.category.total).toBe(before.category.total - 1);
    for (const page of [after.bySlug, after.byId]) {
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toBe(PRODUCT_NOT_FOUND);
    }
    expect(after.sitemap).not.toContain(`/product/details/${product.slug}`);
    expect(after.recall).toEqual({ cart: [], skipped: ['Archivable Stilton 2kg'] });
    expect(after.wishlist.map((item) => item.id)).not.toContain(product.id);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('subject_id', '=', product.id)
      .where('subject_type', '=', 'product')
      .execute();
    expect(audit).toEqual([{ action: 'product.archive', actor_user_id: admin.user.id }]);

    const back = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/unarchive`,
      headers: admin.headers,
    });
    expect(back.json<ManagedProduct>().archived_at).toBeNull();
    const restored = await shopState();
    expect(ids(restored.search)).toEqual([product.id]);
    expect(restored.list.total).toBe(before.list.total);
    expect(restored.bySlug.statusCode).toBe(200);
  });

  it('keeps it on the past order and its invoice', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/archive`,
      headers: admin.headers,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-order',
      headers: customer.headers,
      payload: { order_id: order.order_id, user_id: customer.user.id },
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<Order>();
    expect(view.order_items).toEqual([
      {
        id: expect.any(Number),
        product_id: product.id,
        title: 'Archivable Stilton 2kg',
        quantity: 2,
        price: 34.5,
        vat_rate: 20,
        note: null,
      },
    ]);
    const invoice = await get(view.invoice_url ?? '');
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload).split('\n')).toContain('Archivable Stilton 2kg');
  });
});

describe('every catalogue change clears the answer cache', () => {
  it('shows a new price and a new category name at once', async () => {
    const made = await createTestProduct(ctx.db, { name: 'Cached Gloucester', category_id: cheese });
    expect((await get(`/api/products/${made.slug}`)).json<ProductDetail>().price).toBe(10);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${made.id}`,
      headers: admin.headers,
      payload: productBody(cheese, {
        name: 'Cached Gloucester',
        slug: made.slug,
        price: 14,
        special_price: 13,
      }),
    });
    expect((await get(`/api/products/${made.slug}`)).json<ProductDetail>().price).toBe(14);

    expect((await get('/api/categories')).body).not.toContain('Fine cheese');
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${cheese}`,
      headers: admin.headers,
      payload: {
        name: 'Fine cheese',
        slug: 'cheese',
        parent_id: (
          await ctx.db
            .selectFrom('categories')
            .select('parent_id')
            .where('id', '=', cheese)
            .executeTakeFirstOrThrow()
        ).parent_id,
        favourite: true,
        position: 1,
      },
    });
    expect((await get('/api/categories')).body).toContain('Fine cheese');
  });
});
