import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { findProduct, productDetail } from '../fixtures/catalogue.ts';

test('a buyer adds products to the wishlist, sees them there and clears it', async ({ page, request }) => {
  const account = await createAccount(request, { prefix: 'wishlist' });
  const product = await findProduct(request, () => true);
  await asSignedIn(page, account.token);

  await page.goto('/customer-dashboard/wishlist');
  await expect(page.getByText("You don't have any items on your wishlist yet.")).toBeVisible();

  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  // The heart on a catalogue card adds another.
  await page.goto('/');
  const hearts = page.getByRole('button', { name: 'Add to wishlist' });
  await hearts.first().click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).not.toHaveCount(0);

  await page.goto('/customer-dashboard/wishlist');
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /clear/i }).click();
  await expect(page.getByText("You don't have any items on your wishlist yet.")).toBeVisible();
  const left = await request.get(`/api/wishlist?user_id=${account.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(await left.json()).toEqual([]);
});

test('a buyer writes a review and is refused a second one', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Quinn Kitchen', prefix: 'review' });
  const summary = await findProduct(request, (product) => product.reviews_count > 0);
  await asSignedIn(page, account.token);
  await page.goto(`/product/details/${summary.slug}`);

  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('Please add a rating to your review')).toBeVisible();
  await expect(dialog.getByText('This field is required.')).toBeVisible();

  await dialog.getByRole('radio', { name: /^4 stars?$/ }).check({ force: true });
  const text = 'Arrived cold and well packed; the kitchen team rates it.';
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog).toBeHidden();

  const newest = page.getByRole('article', { name: /^Review by / }).first();
  // Shown by first name and initial; the public answer names no user id and no full name.
  await expect(newest).toHaveAccessibleName('Review by Quinn K.');
  await expect(newest.getByText(text)).toBeVisible();
  const after = await productDetail(request, summary.slug);
  expect(after.reviews_count).toBe(summary.reviews_count + 1);
  const publicAnswer = await (await request.get(`/api/products/${summary.slug}`)).text();
  expect(publicAnswer).not.toContain('user_id');
  expect(publicAnswer).not.toContain('Quinn Kitchen');

  // A second review is not offered: a note says why and takes the focus the dialog gives back,
  // and after a reload the page still knows.
  const reviewed = page.getByText('You have reviewed this product. Thank you!');
  await expect(reviewed).toBeFocused();
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await page.reload();
  await expect(reviewed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // The server refuses it too, whatever a client sends.
  const again = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { user_id: account.id, product_id: summary.id, rating: 5, review: 'Second thoughts.' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('You have already submitted a review for this product.');
});
