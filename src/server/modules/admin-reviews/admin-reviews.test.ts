import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedReviewPage, ReviewVisibility } from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductDetail } from '../../../domain/schemas/catalogue.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { REVIEW_NOT_FOUND } from './admin-reviews.service.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let product: { id: number; slug: string };
const reviewIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
  product = await createTestProduct(ctx.db, {
    name: 'Reviewed brie',
    category_id: await categoryIdBySlug(ctx.db, 'cheese'),
    rating: 3.3,
    reviews_count: 3,
  });
  // Author names as the shop stores them; the last review's author deleted their account.
  for (const [rating, day, author] of [
    [5, '2026-11-01', 'Harry N.'],
    [4, '2026-11-03', 'Bea K.'],
    [1, '2026-11-02', null],
  ] as const) {
    const row = await ctx.db
      .insertInto('reviews')
      .values({
        product_id: product.id,
        user_id: null,
        author_name: author,
        rating,
        review: `Rated ${rating}.`,
        created_at: `${day}T10:00:00.000Z`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reviewIds.push(row.id);
  }
});
afterAll(async () => ctx?.close());

const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers: admin.headers });

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with its product', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<ManagedReviewPage>();
    expect(page).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: 25 });
    expect(page.data.map((review) => review.rating)).toEqual([4, 1, 5]);
    expect(page.data[0]).toEqual({
      id: reviewIds[1],
      product_id: product.id,
      product_name: 'Reviewed brie',
      product_slug: product.slug,
      author_name: 'Bea K.',
      rating: 4,
      review: 'Rated 4.',
      created_at: '2026-11-03T10:00:00.000Z',
      hidden_at: null,
    });
    const past = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?page=2',
      headers: admin.headers,
    });
    expect(past.json<ManagedReviewPage>().data).toEqual([]);
  });

  it('names each author as the shop does, a review without one Anonymous', async () => {
    const listed = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.headers })
    ).json<ManagedReviewPage>().data;
    const shop = (
      await ctx.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })
    ).json<ProductDetail>();
    const shopNames = new Map(shop.reviews.map((review) => [review.id, review.authorName]));

    expect(listed.map((review) => [review.id, review.author_name])).toEqual([
      [reviewIds[1], 'Bea K.'],
      [reviewIds[2], 'Anonymous'],
      [reviewIds[0], 'Harry N.'],
    ]);
    expect(listed.map((review) => review.author_name)).toEqual(
      listed.map((review) => shopNames.get(review.id)),
    );
  });
});

describe('hiding a review', () => {
  it("recomputes the product's rating and count from the visible reviews, and the shop stops showing it", async () => {
    const hidden = await post(`/api/admin/reviews/${reviewIds[2]}/hide`);
    expect(hidden.statusCode).toBe(200);
    const body = hidden.json<ReviewVisibility>();
    expect(body).toMatchObject({ rating: 4.5, reviews_count: 2 });
    expect(body.review.hidden_at).not.toBeNull();

    const shop = (
      await ctx.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })
    ).json<ProductDetail>();
    expect(shop).toMatchObject({ rating: 4.5, reviews_count: 2 });
    expect(shop.reviews.map((review) => review.id)).toEqual([reviewIds[1], reviewIds[0]]);

    // Hiding twice changes nothing more.
    expect((await post(`/api/admin/reviews/${reviewIds[2]}/hide`)).json<ReviewVisibility>()).toMatchObject({
      rating: 4.5,
      reviews_count: 2,
    });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'review')
      .execute();
    expect(audit).toEqual([{ action: 'review.hide' }]);

    const shown = await post(`/api/admin/reviews/${reviewIds[2]}/unhide`);
    expect(shown.json<ReviewVisibility>()).toMatchObject({
      rating: 3.3,
      reviews_count: 3,
      review: { hidden_at: null },
    });
    const back = (
      await ctx.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })
    ).json<ProductDetail>();
    expect(back.reviews).toHaveLength(3);
  });

  it('counts a product with every review hidden as unrated', async () => {
    for (const id of reviewIds) await post(`/api/admin/reviews/${id}/hide`);
    const row = await ctx.db
      .selectFrom('products')
      .select(['rating', 'reviews_count'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect({ rating: Number(row.rating), reviews_count: row.reviews_count }).toEqual({
      rating: 0,
      reviews_count: 0,
    });
    for (const id of reviewIds) await post(`/api/admin/reviews/${id}/unhide`);
  });

  it('answers 404 for a review that does not exist', async () => {
    const response = await post('/api/admin/reviews/999999/hide');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(REVIEW_NOT_FOUND);
  });
});
