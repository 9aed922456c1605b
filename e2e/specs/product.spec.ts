import { expect, test } from '@playwright/test';
import type { ProductPage } from '../../src/domain/schemas/catalogue.ts';
import { findProduct, productDetail } from '../fixtures/catalogue.ts';
import { asReturningGuest } from '../fixtures/visitor.ts';

test.beforeEach(async ({ page }) => {
  await asReturningGuest(page);
});

test('the product page shows gallery, prices and reviews newest first, five a page', async ({
  page,
  request,
}) => {
  const summary = await findProduct(
    request,
    (product) => product.reviews_count > 5 && product.images.length > 1,
  );
  const product = await productDetail(request, summary.slug);
  await page.goto(`/product/details/${summary.slug}`);

  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · W1 Wholesale`);
  await expect(page.getByText(product.description).first()).toBeVisible();
  await expect(page.getByText(`£${product.price.toFixed(2)}`).first()).toBeVisible();

  // Thumbnails switch the main picture.
  const second = page.getByRole('button', { name: `Show image 2 of ${product.images.length}` });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  // Reviews: newest first, five a page, with a numbered pager.
  const reviews = page.getByRole('article', { name: /^Review by / });
  await expect(reviews).toHaveCount(5);
  const newest = product.reviews[0];
  await expect(reviews.first()).toHaveAccessibleName(`Review by ${newest?.authorName}`);
  const pager = page.getByRole('navigation', { name: 'Review pages' });
  await pager.getByRole('button', { name: /^(Page )?2$/ }).click();
  await expect(reviews.first()).toHaveAccessibleName(`Review by ${product.reviews[5]?.authorName}`);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(reviews.first()).toHaveAccessibleName(`Review by ${newest?.authorName}`);
});

test('long review text is cut at 89 characters with See more and See less', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/products?page=1')).json()) as ProductPage;
  let slug = '';
  for (const candidate of data) {
    const detail = await productDetail(request, candidate.slug);
    if ((detail.reviews[0]?.review.length ?? 0) > 89) {
      slug = candidate.slug;
      break;
    }
  }
  test.skip(!slug, 'no product with a long newest review in the demo data');
  await page.goto(`/product/details/${slug}`);

  const newest = page.getByRole('article', { name: /^Review by / }).first();
  await newest.getByRole('button', { name: 'See more' }).click();
  await expect(newest.getByRole('button', { name: 'See less' })).toBeVisible();
  await newest.getByRole('button', { name: 'See less' }).click();
  await expect(newest.getByRole('button', { name: 'See more' })).toBeVisible();
});

test('a guest is sent to log in to use the wishlist or write a review', async ({ page, request }) => {
  const product = await findProduct(request, () => true);
  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown product says so and leads back to the catalogue', async ({ page }) => {
  await page.goto('/product/details/no-such-product-anywhere');

  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all products' }).click();
  await expect(page).toHaveURL(/\/$/);
});
