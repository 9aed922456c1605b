import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../domain/schemas/catalogue.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categoryIdBySlug, createTestProduct, TEST_NOW } from './catalogue-test-data.ts';

let ctx: TestContext;
let own: { id: number; slug: string };

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db, { now: TEST_NOW });
  own = await createTestProduct(ctx.db, {
    name: 'Reviewed test cheese 1kg',
    category_id: await categoryIdBySlug(ctx.db, 'cheese'),
    images: JSON.stringify(['/images/products/a/1.svg', '/images/products/a/2.svg']),
    price_pence: 1299,
    member_price_pence: 1149,
    rating: 3.5,
    reviews_count: 3,
  });
  await ctx.db
    .insertInto('reviews')
    .values([
      {
        product_id: own.id,
        user_id: null,
        author_name: 'Old Reviewer',
        rating: 2,
        review: 'Old.',
        created_at: '2025-01-01T10:00:00.000Z',
      },
      {
        product_id: own.id,
        user_id: null,
        author_name: null,
        rating: 5,
        review: 'Newest.',
        created_at: '2026-06-01T10:00:00.000Z',
      },
      {
        product_id: own.id,
        user_id: null,
        author_name: '  ',
        rating: 4,
        review: 'Middle.',
        created_at: '2026-01-01T10:00:00.000Z',
      },
    ])
    .execute();
});
afterAll(async () => ctx?.close());

async function getProduct(key: string | number) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/products/${key}`,
    headers: { authorization: 'Bearer any' },
  });
}

describe('GET /api/products/:idOrSlug', () => {
  it('answers the product by id with its category, prices in pounds and reviews newest first', async () => {
    const response = await getProduct(own.id);
    expect(response.statusCode).toBe(200);
    const product = response.json<ProductDetail>();
    expect(product).toMatchObject({
      id: own.id,
      slug: own.slug,
      name: 'Reviewed test cheese 1kg',
      images: ['/images/products/a/1.svg', '/images/products/a/2.svg'],
      category: { name: 'Cheese', slug: 'cheese' },
      price: 12.99,
      special_price: 11.49,
      rating: 3.5,
      reviews_count: 3,
    });
    expect(product.category.id).toBe(product.category_id);
    expect(product.reviews.map((review) => review.review)).toEqual(['Newest.', 'Middle.', 'Old.']);
    expect(product.reviews.map((review) => review.authorName)).toEqual(['Anonymous', 'Anonymous', 'Old R.']);
    expect(product.reviews[0]).toEqual({
      id: expect.any(Number),
      product_id: own.id,
      rating: 5,
      review: 'Newest.',
      authorName: 'Anonymous',
      created_at: '2026-06-01T10:00:00.000Z',
    });
  });

  it('answers the same product by slug', async () => {
    const bySlug = await getProduct(own.slug);
    const byId = await getProduct(own.id);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
  });

  it('gives a seeded product its reviews, matching its count and rating', async () => {
    const product = (await getProduct('whole-milk-4-x-2l')).json<ProductDetail>();
    expect(product.name).toBe('Whole milk 4 x 2L');
    expect(product.reviews).toHaveLength(product.reviews_count);
    const average = product.reviews.reduce((sum, review) => sum + review.rating, 0) / product.reviews.length;
    expect(product.rating).toBeCloseTo(average, 1);
    const dates = product.reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows a product with no visible reviews with none, leaving hidden ones out', async () => {
    const quiet = await createTestProduct(ctx.db, {
      name: 'Unreviewed test butter 250g',
      category_id: await categoryIdBySlug(ctx.db, 'cheese'),
    });
    const empty = (await getProduct(quiet.slug)).json<ProductDetail>();
    expect(empty).toMatchObject({ id: quiet.id, name: 'Unreviewed test butter 250g', reviews: [] });

    await ctx.db
      .insertInto('reviews')
      .values({
        product_id: quiet.id,
        user_id: null,
        author_name: 'Hidden Author',
        rating: 1,
        review: 'Taken down.',
        created_at: '2026-06-01T10:00:00.000Z',
        hidden_at: '2026-06-02T10:00:00.000Z',
      })
      .execute();
    const withHidden = (await getProduct(quiet.id)).json<ProductDetail>();
    expect(withHidden).toEqual(empty);
  });

  it.each(['999999', '99999999999999', 'no-such-product', '0'])('answers 404 for %s', async (key) => {
    const response = await getProduct(key);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This product does not exist.', errors: {} });
  });
});
