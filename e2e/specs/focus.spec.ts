import { expect, test } from '@playwright/test';
import { asReturningGuest } from '../fixtures/visitor.ts';

test.beforeEach(async ({ page }) => {
  await asReturningGuest(page);
});

test('a new page of products moves focus to the page heading', async ({ page }) => {
  await page.goto('/');
  const pager = page.getByRole('navigation', { name: 'Product pages' });
  await pager.getByRole('link', { name: 'Page 2' }).press('Enter');

  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeFocused();
});

test("following a link to another page moves focus to that page's heading", async ({ page }) => {
  // A category page: no carousels loading in above the grid while the test picks a card.
  await page.goto('/categories/drinks');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await page.getByRole('article', { name }).getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page).toHaveTitle(`${name} · W1 Wholesale`);
});

test('a basket saved by an older version of the shop does not break the basket page', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('cart', JSON.stringify([{ id: 1, name: 'Old line', price: 5, quantity: 2 }]));
  });
  await page.goto('/cart');

  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});
