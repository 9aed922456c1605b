import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ManagedProduct,
  ManagedProductPage,
  SellerOrderLinePage,
} from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { expectSignInRequired, expectStaffOnly } from '../../test/access.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { createTestOrder } from '../orders/orders-test-data.ts';
import { PNG_BYTES, productBody, uploadImage } from './admin-catalogue-test-data.ts';
import { NOT_YOUR_PRODUCT } from './managed-products.service.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let admin: Caller;
let seller: Caller;
let otherSeller: Caller;
let customer: Caller;
let cheese: number;
let sellersProduct: number;
let othersProduct: number;
let shopProduct: number;
let reviewId: number;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  cheese = await categoryIdBySlug(ctx.db, 'cheese');
  categoryId = cheese;
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
  seller = await createSignedInUser(ctx.db, { role: 'seller', name: 'Sam Seller' });
  otherSeller = await createSignedInUser(ctx.db, { role: 'seller' });
  customer = await createSignedInUser(ctx.db);
  sellersProduct = (
    await createTestProduct(ctx.db, { name: 'Sam brie', category_id: cheese, seller_id: seller.user.id })
  ).id;
  othersProduct = (
    await createTestProduct(ctx.db, {
      name: 'Other cheddar',
      category_id: cheese,
      seller_id: otherSeller.user.id,
    })
  ).id;
  shopProduct = (await createTestProduct(ctx.db, { name: 'House feta', category_id: cheese })).id;
  const review = await ctx.db
    .insertInto('reviews')
    .values({
      product_id: shopProduct,
      user_id: customer.user.id,
      author_name: 'Ada L.',
      rating: 4,
      review: 'Good.',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  reviewId = review.id;
  await ctx.db
    .insertInto('contact_messages')
    .values({
      name: 'Ada',
      email: 'ada@venue.test',
      phone: '020 7946 0000',
      message: 'Hello',
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => ctx?.close());

function send(caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });
}

/** Everything an admin action could change, to show a refused one changed nothing. */
async function snapshot() {
  const [products, categories, reviews, images, audit] = await Promise.all([
    ctx.db.selectFrom('products').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('categories').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('reviews').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('uploaded_images').select('name').orderBy('id').execute(),
    ctx.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
  ]);
  return { products, categories, reviews, images, audit };
}

const adminActions: Array<[string, 'GET' | 'POST' | 'PUT', () => string, () => object | undefined]> = [
  ['list products', 'GET', () => '/api/admin/products', () => undefined],
  ['open a product', 'GET', () => `/api/admin/products/${shopProduct}`, () => undefined],
  ['add a product', 'POST', () => '/api/admin/products', () => productBody(cheese)],
  [
    'edit a product',
    'PUT',
    () => `/api/admin/products/${shopProduct}`,
    () => productBody(cheese, { price: 1, special_price: 1 }),
  ],
  ['archive a product', 'POST', () => `/api/admin/products/${shopProduct}/archive`, () => undefined],
  ['un-archive a product', 'POST', () => `/api/admin/products/${shopProduct}/unarchive`, () => undefined],
  ['upload a picture', 'POST', () => '/api/admin/images', () => ({ data: PNG_BYTES.toString('base64') })],
  ['list categories', 'GET', () => '/api/admin/categories', () => undefined],
  [
    'add a category',
    'POST',
    () => '/api/admin/categories',
    () => ({ name: 'Nope', slug: '', parent_id: null, favourite: true, position: 1 }),
  ],
  [
    'edit a category',
    'PUT',
    () => `/api/admin/categories/${categoryId}`,
    () => ({ name: 'Renamed', slug: '', parent_id: null, favourite: false, position: 1 }),
  ],
  ['list reviews', 'GET', () => '/api/admin/reviews', () => undefined],
  ['hide a review', 'POST', () => `/api/admin/reviews/${reviewId}/hide`, () => undefined],
  ['unhide a review', 'POST', () => `/api/admin/reviews/${reviewId}/unhide`, () => undefined],
  ['read messages', 'GET', () => '/api/admin/messages', () => undefined],
];

describe('admin actions refuse everyone but an admin', () => {
  for (const [who, caller] of [
    ['a customer', () => customer],
    ['a seller', () => seller],
  ] as const) {
    it.each(adminActions)(`${who} may not %s (403, nothing changed)`, async (_name, method, url, body) => {
      const before = await snapshot();
      await expectStaffOnly(ctx.app, [{ method, url: url(), payload: body() }], caller().headers);
      expect(await snapshot()).toEqual(before);
    });
  }

  it.each(adminActions)('a guest may not %s (401)', async (_name, method, url, body) => {
    await expectSignInRequired(ctx.app, [{ method, url: url(), payload: body() }]);
  });
});

describe('the seller area', () => {
  it("lists only the seller's own products", async () => {
    const response = await send(seller, 'GET', '/api/seller/products');
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedProductPage>().data.map((product) => product.id)).toEqual([sellersProduct]);
  });

  it('adds a product as the seller’s own, with an uploaded picture, to wait for staff approval', async () => {
    const upload = await uploadImage(ctx.app, seller.headers, PNG_BYTES, 'seller');
    expect(upload.statusCode).toBe(201);
    const { url } = upload.json<{ url: string }>();
    const response = await send(
      seller,
      'POST',
      '/api/seller/products',
      productBody(cheese, { name: 'Sam camembert', images: [url] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<ManagedProduct>()).toMatchObject({
      seller_id: seller.user.id,
      seller_name: 'Sam Seller',
      images: [url],
      approval: 'pending',
    });
    // The shop lists only what staff have approved.
    const own = await send(seller, 'GET', `/api/seller-products?seller_id=${seller.user.id}`);
    expect(own.json<ProductSummary[]>().map((product) => product.name)).toEqual(['Sam brie']);
  });

  it('edits and archives the seller’s own product', async () => {
    const edited = await send(
      seller,
      'PUT',
      `/api/seller/products/${sellersProduct}`,
      productBody(cheese, { name: 'Sam brie', price: 12, special_price: 11 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ManagedProduct>()).toMatchObject({ price: 12, special_price: 11 });
    const archived = await send(seller, 'POST', `/api/seller/products/${sellersProduct}/archive`);
    expect(archived.json<ManagedProduct>().archived_at).not.toBeNull();
    const back = await send(seller, 'POST', `/api/seller/products/${sellersProduct}/unarchive`);
    expect(back.json<ManagedProduct>().archived_at).toBeNull();
  });

  const refusals: Array<[string, 'GET' | 'POST' | 'PUT', () => string, () => object | undefined]> = [
    ['open another seller’s product', 'GET', () => `/api/seller/products/${othersProduct}`, () => undefined],
    [
      'edit another seller’s product',
      'PUT',
      () => `/api/seller/products/${othersProduct}`,
      () => productBody(cheese, { name: 'Stolen', price: 1, special_price: 1 }),
    ],
    [
      'archive another seller’s product',
      'POST',
      () => `/api/seller/products/${othersProduct}/archive`,
      () => undefined,
    ],
    [
      'un-archive another seller’s product',
      'POST',
      () => `/api/seller/products/${othersProduct}/unarchive`,
      () => undefined,
    ],
    [
      'edit a product of the shop’s own',
      'PUT',
      () => `/api/seller/products/${shopProduct}`,
      () => productBody(cheese, { name: 'Stolen', price: 1, special_price: 1 }),
    ],
  ];
  it.each(refusals)('a seller may not %s (403, nothing changed)', async (_name, method, url, body) => {
    const before = await snapshot();
    const response = await send(seller, method, url(), body());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_PRODUCT, errors: {} });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a customer the seller area (403)', async () => {
    const before = await snapshot();
    await expectStaffOnly(
      ctx.app,
      [
        { method: 'GET', url: '/api/seller/products' },
        { method: 'GET', url: '/api/seller/orders' },
        { method: 'POST', url: '/api/seller/products', payload: productBody(cheese) },
      ],
      customer.headers,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("lets an admin manage any seller's product through the seller area and list any seller's", async () => {
    const response = await send(
      admin,
      'PUT',
      `/api/seller/products/${othersProduct}`,
      productBody(cheese, { name: 'Other cheddar', price: 9, special_price: 8 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedProduct>()).toMatchObject({ seller_id: otherSeller.user.id, price: 9 });
    const list = await send(admin, 'GET', `/api/seller-products?seller_id=${otherSeller.user.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<ProductSummary[]>().map((product) => product.id)).toEqual([othersProduct]);
  });

  it("lists the order lines of the seller's products only, with nothing about payment or the customer", async () => {
    const mine = await createTestOrder(
      ctx.db,
      { status: 'processing', delivery_day: '2026-11-24', delivery_time: 'afternoon' },
      [
        { product_id: sellersProduct, title: 'Sam brie', quantity: 3, unit_price_pence: 1200 },
        { product_id: othersProduct, title: 'Other cheddar', quantity: 5, unit_price_pence: 900 },
      ],
    );
    await createTestOrder(ctx.db, {}, [
      { product_id: othersProduct, title: 'Other cheddar', quantity: 2, unit_price_pence: 900 },
    ]);
    const response = await send(seller, 'GET', '/api/seller/orders');
    expect(response.statusCode).toBe(200);
    const page = response.json<SellerOrderLinePage>();
    expect(page.total).toBe(1);
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        order_number: mine.order_id,
        delivery_day: '2026-11-24',
        delivery_time: 'afternoon',
        product_id: sellersProduct,
        product_name: 'Sam brie',
        quantity: 3,
        status: 'processing',
        ordered_at: '2026-11-20T12:00:00.000Z',
      },
    ]);
    const other = (await send(otherSeller, 'GET', '/api/seller/orders')).json<SellerOrderLinePage>();
    // The latest delivery day first.
    expect(other.data.map((line) => line.quantity)).toEqual([5, 2]);
  });
});
