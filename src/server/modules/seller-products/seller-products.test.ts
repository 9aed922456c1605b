import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_KEYS } from '../../../domain/allergens.ts';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let seller: Caller;
let otherSeller: Caller;
let customer: Caller;
let owned: { id: number; slug: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  const cheese = await categoryIdBySlug(ctx.db, 'cheese');
  seller = await createSignedInUser(ctx.db, { role: 'seller' });
  otherSeller = await createSignedInUser(ctx.db, { role: 'seller' });
  customer = await createSignedInUser(ctx.db);
  // Created out of name order, with an upper-case name that byte order puts first.
  const stilton = await createTestProduct(ctx.db, {
    name: 'stilton 2kg',
    category_id: cheese,
    seller_id: seller.user.id,
    price_pence: 3450,
    member_price_pence: 3100,
    rating: 4.5,
    reviews_count: 2,
  });
  const brie = await createTestProduct(ctx.db, {
    name: 'brie 1kg',
    category_id: cheese,
    seller_id: seller.user.id,
  });
  const edam = await createTestProduct(ctx.db, {
    name: 'Edam 1kg',
    category_id: cheese,
    seller_id: seller.user.id,
  });
  owned = [edam, brie, stilton];
  await createTestProduct(ctx.db, { name: 'Gouda 1kg', category_id: cheese, seller_id: otherSeller.user.id });
  await createTestProduct(ctx.db, { name: 'Feta 1kg', category_id: cheese, seller_id: null });
});
afterAll(async () => ctx?.close());

function getSellerProducts(caller: Caller | null, query: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/seller-products?${query}`,
    headers: caller?.headers ?? {},
  });
}

describe('GET /api/seller-products', () => {
  it("answers the seller's own products as product cards, by name", async () => {
    const response = await getSellerProducts(seller, `seller_id=${seller.user.id}`);
    expect(response.statusCode).toBe(200);
    const products = response.json<ProductSummary[]>();
    expect(products.map((product) => product.id)).toEqual(owned.map((product) => product.id));
    expect(products[2]).toEqual({
      id: owned[2]?.id,
      slug: owned[2]?.slug,
      name: 'stilton 2kg',
      description: 'Test product stilton 2kg.',
      images: [`/images/products/${owned[2]?.slug}/1.svg`],
      category_id: expect.any(Number),
      category: { id: expect.any(Number), name: 'Cheese', slug: 'cheese' },
      price: 34.5,
      special_price: 31,
      rating: 4.5,
      reviews_count: 2,
      order_code: expect.stringMatching(/^W\d{5,}$/),
      pack: { count: 1, size: 1, unit: 'item', label: '1 item' },
      unit_price: { base: 'item', label: 'each', price: 34.5, special_price: 31 },
      allergens: Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'undeclared'])),
      stock_level: null,
      vat_rate: 20,
    });
  });

  it('answers another seller only their own products', async () => {
    const response = await getSellerProducts(otherSeller, `seller_id=${otherSeller.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductSummary[]>().map((product) => product.name)).toEqual(['Gouda 1kg']);
  });

  it('answers an empty list to a customer, who sells nothing', async () => {
    const response = await getSellerProducts(customer, `seller_id=${customer.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['another seller', () => otherSeller.user.id],
    ['a customer', () => customer.user.id],
    ['an unknown user', () => 999_999],
  ])("refuses %s's products with 403", async (_case, id) => {
    const response = await getSellerProducts(seller, `seller_id=${id()}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
  });

  it.each([
    ['', 'This field is required.'],
    ['seller_id=', 'Please give a whole-number id.'],
    ['seller_id=me', 'Please give a whole-number id.'],
    ['seller_id=-1', 'Please give a whole-number id.'],
    ['seller_id=1e3', 'Please give a whole-number id.'],
    ['seller_id=1234567890123456', 'Please give a whole-number id.'],
  ])('answers 422 for the query "%s"', async (query, text) => {
    const response = await getSellerProducts(seller, query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.seller_id).toEqual([text]);
  });

  it('answers 422 for an unknown query field', async () => {
    const response = await getSellerProducts(seller, `seller_id=${seller.user.id}&page=2`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.page).toEqual(['This field is not allowed.']);
  });

  it.each([
    [{}, 'Please log in to continue.'],
    [{ authorization: 'Bearer not-a-real-token' }, 'Your session has ended. Please log in again.'],
  ])('answers 401 without a live token (%j)', async (headers, message) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller-products?seller_id=${seller.user.id}`,
      headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message, errors: {} });
  });
});
