import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewerDisplayName } from '../../../domain/review-view.ts';
import type { ProductDetail } from '../../../domain/schemas/catalogue.ts';
import {
  ALREADY_REVIEWED,
  MAX_REVIEW_LENGTH,
  type NewReviewResponse,
  RATING_REQUIRED,
} from '../../../domain/schemas/review.ts';
import { fixedClock } from '../../clock.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { PRODUCT_NOT_FOUND as UNKNOWN_PRODUCT } from '../catalogue/catalogue.service.ts';
import { categoryIdBySlug, createTestProduct, TEST_NOW } from '../catalogue/catalogue-test-data.ts';
import { averageRating } from './reviews.service.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

// A day after the seeded reviews, so a new review is the newest.
const NOW = new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000);
const clock = fixedClock(NOW);
let ctx: TestContext;
let cheeseCategory: number;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  await seedDemoData(ctx.db, { now: TEST_NOW });
  cheeseCategory = await categoryIdBySlug(ctx.db, 'cheese');
});
afterAll(async () => ctx?.close());

/** A product of the test's own with earlier reviews of the given ratings (and a matching rating). */
async function productWithReviews(ratings: number[]) {
  const product = await createTestProduct(ctx.db, {
    name: 'Reviewed brie 1kg',
    category_id: cheeseCategory,
    rating: averageRating(
      ratings.reduce((sum, rating) => sum + rating, 0),
      ratings.length,
    ),
    reviews_count: ratings.length,
  });
  if (ratings.length > 0) {
    await ctx.db
      .insertInto('reviews')
      .values(
        ratings.map((rating, index) => ({
          product_id: product.id,
          user_id: null,
          author_name: `Earlier reviewer ${index}`,
          rating,
          review: `Earlier review ${index}.`,
          created_at: new Date(TEST_NOW.getTime() - (index + 1) * 60_000).toISOString(),
        })),
      )
      .execute();
  }
  return product;
}

function postReview(caller: Caller | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: caller?.headers ?? {},
    payload: payload as object,
  });
}

const goodReview = (caller: Caller, productId: number) => ({
  user_id: caller.user.id,
  product_id: productId,
  rating: 4,
  review: 'Creamy, ripens well, the guests loved it.',
});

async function productState(productId: number) {
  const product = await ctx.db
    .selectFrom('products')
    .select(['rating', 'reviews_count'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const reviews = await ctx.db
    .selectFrom('reviews')
    .select(['user_id', 'rating', 'review'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
  return { rating: Number(product.rating), reviews_count: product.reviews_count, reviews };
}

async function getDetail(key: string | number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products/${key}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>();
}

describe('reviewerDisplayName', () => {
  it.each([
    ['Harry Newman', 'Harry N.'],
    ['Harry N.', 'Harry N.'],
    ['  mary   jane  watson ', 'mary W.'],
    ['Cher', 'Cher'],
    ['Zoë Ölberg', 'Zoë Ö.'],
    ['Ada de la Cruz', 'Ada C.'],
    ['   ', 'Anonymous'],
    [null, 'Anonymous'],
  ])('shows %j as %j', (name, shown) => {
    expect(reviewerDisplayName(name)).toBe(shown);
  });
});

describe('averageRating', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [13, 3, 4.3],
    [14, 3, 4.7],
    [11, 3, 3.7],
    [7, 2, 3.5],
    [1, 1, 1],
  ])('sum %i over %i reviews is %d', (total, count, rating) => {
    expect(averageRating(total, count)).toBe(rating);
  });
});

describe('POST /api/reviews', () => {
  it('stores the review, updates the rating and count, and answers 201 with the review', async () => {
    const product = await productWithReviews([5, 4]);
    const caller = await createSignedInUser(ctx.db, { name: 'Grace Hopper' });
    const response = await postReview(caller, {
      ...goodReview(caller, product.id),
      rating: 4,
      review: '  Creamy and ripe.  ',
    });

    expect(response.statusCode).toBe(201);
    const body = response.json<NewReviewResponse>();
    expect(body).toEqual({
      success: true,
      review: {
        id: expect.any(Number),
        product_id: product.id,
        rating: 4,
        review: 'Creamy and ripe.',
        authorName: 'Grace H.',
        created_at: NOW.toISOString(),
      },
      avg_rating: 4.3,
      reviews_count: 3,
    });
    const state = await productState(product.id);
    expect(state).toMatchObject({ rating: 4.3, reviews_count: 3 });
    expect(state.reviews.at(-1)).toEqual({ user_id: caller.user.id, rating: 4, review: 'Creamy and ripe.' });
    const stored = await ctx.db
      .selectFrom('reviews')
      .select(['author_name', 'created_at'])
      .where('id', '=', body.review.id)
      .executeTakeFirstOrThrow();
    // The full registered name is never shown, so it is not kept with the review either.
    expect(stored).toEqual({ author_name: 'Grace H.', created_at: NOW.toISOString() });
  });

  it('gives a first review the rating it carries', async () => {
    const product = await productWithReviews([]);
    const caller = await createSignedInUser(ctx.db);
    const response = await postReview(caller, { ...goodReview(caller, product.id), rating: 2 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ avg_rating: 2, reviews_count: 1 });
  });

  it('shows on the product page: the new review first and the new rating', async () => {
    const product = await productWithReviews([1, 2, 2]);
    const caller = await createSignedInUser(ctx.db, { name: 'Ada Lovelace' });
    expect((await getDetail(product.slug)).rating).toBe(1.7);

    const response = await postReview(caller, { ...goodReview(caller, product.id), rating: 5 });
    expect(response.statusCode).toBe(201);
    const review = response.json<NewReviewResponse>().review;

    const detail = await getDetail(product.slug);
    expect(detail.rating).toBe(2.5);
    expect(detail.reviews_count).toBe(4);
    expect(detail.reviews).toHaveLength(4);
    expect(detail.reviews[0]).toEqual(review);
    expect((await getDetail(product.id)).reviews[0]?.authorName).toBe('Ada L.');
  });

  it('keeps a seeded product consistent with how the seed rates it', async () => {
    const before = await getDetail('whole-milk-4-x-2l');
    const caller = await createSignedInUser(ctx.db);
    const response = await postReview(caller, { ...goodReview(caller, before.id), rating: 1 });
    expect(response.statusCode).toBe(201);

    const after = await getDetail('whole-milk-4-x-2l');
    const ratings = [1, ...before.reviews.map((review) => review.rating)];
    const expected =
      Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.reviews).toHaveLength(after.reviews_count);
    expect(after.rating).toBe(expected);
    expect(response.json()).toMatchObject({ avg_rating: expected, reviews_count: after.reviews_count });
    expect(after.reviews[0]?.id).toBe(response.json<NewReviewResponse>().review.id);
  });

  it('names an author without a name Anonymous', async () => {
    const product = await productWithReviews([]);
    const caller = await createSignedInUser(ctx.db, { name: '  ' });
    const response = await postReview(caller, goodReview(caller, product.id));
    expect(response.statusCode).toBe(201);
    expect(response.json<NewReviewResponse>().review.authorName).toBe('Anonymous');
  });

  it('refuses a second review by the same user with 409 and changes nothing', async () => {
    const product = await productWithReviews([3]);
    const caller = await createSignedInUser(ctx.db);
    expect((await postReview(caller, goodReview(caller, product.id))).statusCode).toBe(201);
    const before = await productState(product.id);

    const again = await postReview(caller, {
      ...goodReview(caller, product.id),
      rating: 1,
      review: 'Changed.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_REVIEWED, errors: {}, error: ALREADY_REVIEWED });
    expect(await productState(product.id)).toEqual(before);
  });

  it('lets the same user review another product', async () => {
    const first = await productWithReviews([]);
    const second = await productWithReviews([]);
    const caller = await createSignedInUser(ctx.db);
    expect((await postReview(caller, goodReview(caller, first.id))).statusCode).toBe(201);
    expect((await postReview(caller, goodReview(caller, second.id))).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous reviews by one user land (409 for the other)', async () => {
    const product = await productWithReviews([5]);
    const caller = await createSignedInUser(ctx.db);
    const responses = await Promise.all([
      postReview(caller, { ...goodReview(caller, product.id), rating: 1 }),
      postReview(caller, { ...goodReview(caller, product.id), rating: 2 }),
      postReview(caller, { ...goodReview(caller, product.id), rating: 3 }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const state = await productState(product.id);
    expect(state.reviews_count).toBe(2);
    expect(state.reviews).toHaveLength(2);
    expect(state.rating).toBe(averageRating(5 + (state.reviews[1]?.rating ?? 0), 2));
  });

  it('counts every one of many simultaneous reviews by different users', async () => {
    const product = await productWithReviews([]);
    const callers = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(ctx.db)));
    const ratings = [5, 4, 4, 3, 5, 2, 1, 5];
    const responses = await Promise.all(
      callers.map((caller, index) =>
        postReview(caller, { ...goodReview(caller, product.id), rating: ratings[index] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(await productState(product.id)).toMatchObject({ rating: 3.6, reviews_count: 8 });
  });

  it.each([999_999, 0, -1, 2_147_483_648, 9_007_199_254_740_991])(
    'answers 404 for the unknown product %s and stores nothing',
    async (productId) => {
      const caller = await createSignedInUser(ctx.db);
      const response = await postReview(caller, goodReview(caller, productId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: UNKNOWN_PRODUCT, errors: {}, error: UNKNOWN_PRODUCT });
      const mine = await ctx.db
        .selectFrom('reviews')
        .select('id')
        .where('user_id', '=', caller.user.id)
        .execute();
      expect(mine).toEqual([]);
    },
  );

  it("refuses another user's id with 403 and changes nothing", async () => {
    const product = await productWithReviews([4]);
    const caller = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    const before = await productState(product.id);
    const response = await postReview(caller, goodReview(other, product.id));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {}, error: NOT_YOUR_ACCOUNT });
    expect(await productState(product.id)).toEqual(before);
  });

  it.each([
    [{}, 'Please log in to continue.'],
    [{ authorization: 'Bearer not-a-real-token' }, 'Your session has ended. Please log in again.'],
  ])('answers 401 without a live token (%j) and changes nothing', async (headers, message) => {
    const product = await productWithReviews([4]);
    const owner = await createSignedInUser(ctx.db);
    const before = await productState(product.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers,
      payload: goodReview(owner, product.id),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message, errors: {}, error: message });
    expect(await productState(product.id)).toEqual(before);
  });

  const tooLong = 'x'.repeat(MAX_REVIEW_LENGTH + 1);
  it.each([
    ['no rating', { rating: undefined }, 'rating', [RATING_REQUIRED]],
    ['a rating of 0', { rating: 0 }, 'rating', [RATING_REQUIRED]],
    ['a rating of 6', { rating: 6 }, 'rating', ['The rating must be between 1 and 5 stars.']],
    ['a rating of -1', { rating: -1 }, 'rating', [RATING_REQUIRED]],
    ['a rating of 2.5', { rating: 2.5 }, 'rating', ['The rating must be a whole number of stars.']],
    ["a rating of '5'", { rating: '5' }, 'rating', [RATING_REQUIRED]],
    ['a null rating', { rating: null }, 'rating', [RATING_REQUIRED]],
    ['no review text', { review: undefined }, 'review', ['This field is required.']],
    ['blank review text', { review: '   ' }, 'review', ['This field is required.']],
    ['review text that is a number', { review: 5 }, 'review', ['Please enter text.']],
    [
      'oversized review text',
      { review: tooLong },
      'review',
      [`Please keep this under ${MAX_REVIEW_LENGTH} characters.`],
    ],
    ['a NUL character', { review: 'Good\u0000' }, 'review', ['Please remove the invalid character.']],
    ['no product_id', { product_id: undefined }, 'product_id', ['This field is required.']],
    ["a product_id of '1'", { product_id: '1' }, 'product_id', ['Please give a whole-number id.']],
    ['no user_id', { user_id: undefined }, 'user_id', ['This field is required.']],
    ['a user_id of 1.5', { user_id: 1.5 }, 'user_id', ['Please give a whole-number id.']],
    ['an unknown field', { author_name: 'Someone else' }, 'author_name', ['This field is not allowed.']],
  ])('answers 422 for %s and changes nothing', async (_case, change, field, texts) => {
    const product = await productWithReviews([3]);
    const caller = await createSignedInUser(ctx.db);
    const before = await productState(product.id);
    const response = await postReview(caller, { ...goodReview(caller, product.id), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual(texts);
    expect(await productState(product.id)).toEqual(before);
  });

  it('accepts review text of exactly the longest length', async () => {
    const product = await productWithReviews([]);
    const caller = await createSignedInUser(ctx.db);
    const review = 'y'.repeat(MAX_REVIEW_LENGTH);
    const response = await postReview(caller, { ...goodReview(caller, product.id), review });
    expect(response.statusCode).toBe(201);
    expect(response.json<NewReviewResponse>().review.review).toBe(review);
  });

  it('answers 422 for a body that is not an object', async () => {
    const caller = await createSignedInUser(ctx.db);
    const response = await postReview(caller, [1, 2, 3]);
    expect(response.statusCode).toBe(422);
  });
});

describe('who wrote a review, in public answers', () => {
  it('shows first name and initial and no user id, also for reviews stored with a full name', async () => {
    const product = await productWithReviews([]);
    const earlier = await createSignedInUser(ctx.db, { name: 'Harriet Jane Newbury' });
    // As a review written before display names were stored would be.
    await ctx.db
      .insertInto('reviews')
      .values({
        product_id: product.id,
        user_id: earlier.user.id,
        author_name: 'Harriet Jane Newbury',
        rating: 4,
        review: 'Lovely.',
        created_at: TEST_NOW.toISOString(),
      })
      .execute();
    const caller = await createSignedInUser(ctx.db, { name: 'Grace Brewster Hopper' });
    const posted = await postReview(caller, goodReview(caller, product.id));
    expect(posted.statusCode).toBe(201);

    const answers = [
      posted,
      await ctx.app.inject({ method: 'GET', url: `/api/products/${product.slug}` }),
      await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: caller.headers }),
    ];
    for (const answer of answers) {
      expect(answer.body).not.toContain('user_id');
      expect(answer.body).not.toContain('Newbury');
      expect(answer.body).not.toContain('Brewster');
      expect(answer.body).not.toContain(String(caller.user.id));
    }
    expect(posted.json<NewReviewResponse>().review).not.toHaveProperty('user_id');
    const detail = answers[1]?.json<ProductDetail>();
    expect(detail?.reviews.map((review) => review.authorName)).toEqual(['Grace H.', 'Harriet N.']);
    for (const review of detail?.reviews ?? []) expect(review).not.toHaveProperty('user_id');
  });

  it('shows the seeded reviews as they were written', async () => {
    const detail = await getDetail('whole-milk-4-x-2l');
    for (const review of detail.reviews) {
      expect(review.authorName).toMatch(/^(Anonymous|\S+ \S\.)$/u);
      expect(review).not.toHaveProperty('user_id');
    }
  });
});

describe('GET /api/my-review', () => {
  const myReview = (caller: Caller | null, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/my-review?${query}`, headers: caller?.headers ?? {} });

  it('tells the signed-in customer whether they have reviewed the product, and no one else', async () => {
    const product = await productWithReviews([4]);
    const caller = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    const query = (who: Caller) => `user_id=${who.user.id}&product_id=${product.id}`;

    const before = await myReview(caller, query(caller));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ reviewed: false });
    expect(before.headers['cache-control']).toBe('no-store');

    expect((await postReview(caller, goodReview(caller, product.id))).statusCode).toBe(201);

    expect((await myReview(caller, query(caller))).json()).toEqual({ reviewed: true });
    expect((await myReview(other, query(other))).json()).toEqual({ reviewed: false });
    const prying = await myReview(other, query(caller));
    expect(prying.statusCode).toBe(403);
    expect(prying.json()).toMatchObject({ message: NOT_YOUR_ACCOUNT });
  });

  it('answers false for a product that does not exist', async () => {
    const caller = await createSignedInUser(ctx.db);
    for (const productId of ['999999', '999999999999999']) {
      const response = await myReview(caller, `user_id=${caller.user.id}&product_id=${productId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ reviewed: false });
    }
  });

  it('answers 401 signed out and 422 for a missing or malformed product id', async () => {
    const caller = await createSignedInUser(ctx.db);
    expect((await myReview(null, `user_id=${caller.user.id}&product_id=1`)).statusCode).toBe(401);
    for (const query of [`user_id=${caller.user.id}`, `user_id=${caller.user.id}&product_id=abc`]) {
      const response = await myReview(caller, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.product_id).toBeDefined();
    }
  });
});

describe('POST /api/reviews with the catalogue cache on', () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await createTestApp({ clock, env: { CATALOG_CACHE_SECONDS: '300' } });
    await seedDemoData(cached.db, { now: TEST_NOW });
  });
  afterAll(async () => cached?.close());

  it('clears the cached product, so its page shows the review at once', async () => {
    const caller = await createSignedInUser(cached.db);
    const get = async () =>
      (
        await cached.app.inject({ method: 'GET', url: '/api/products/whole-milk-4-x-2l' })
      ).json<ProductDetail>();
    const before = await get();
    const response = await cached.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: caller.headers,
      payload: { user_id: caller.user.id, product_id: before.id, rating: 5, review: 'Fresh every time.' },
    });
    expect(response.statusCode).toBe(201);
    const after = await get();
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.reviews[0]?.review).toBe('Fresh every time.');
    expect(after.rating).toBe(response.json<NewReviewResponse>().avg_rating);
  });
});
