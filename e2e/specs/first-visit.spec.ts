import { expect, test } from '@playwright/test';
import { asGuestWithoutPostcode, localValue } from '../fixtures/visitor.ts';

test('a first visit shows the splash and cookie notice, and asks for a postcode first', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/postcoder$/);
  await expect(page.getByTestId('splash-screen')).toBeAttached();
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Decline' }).click();

  await expect(notice).toBeHidden();
  expect(await localValue(page, 'new user')).toBe('false');
  // The splash leaves by itself after three seconds.
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 6_000 });
});

test('picking a W1 district stores it and opens the catalogue', async ({ page }) => {
  await asGuestWithoutPostcode(page);
  await page.goto('/postcoder');

  await page.getByLabel('Postcode district').selectOption('W1U');
  // Choosing alone commits nothing; Continue does.
  await expect(page).toHaveURL(/\/postcoder$/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await localValue(page, 'address')).toBe('W1U');
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});

test("'Not listed' says the shop does not deliver there yet and stays on the picker", async ({ page }) => {
  await asGuestWithoutPostcode(page);
  await page.goto('/postcoder');

  await page.getByLabel('Postcode district').selectOption('not-listed');

  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, we do not deliver in this area yet but we are working hard to be there very soon!',
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page).toHaveURL(/\/postcoder$/);
  expect(await localValue(page, 'address')).toBeNull();
});

test('arrowing through the closed district list does not leave the page', async ({ page }) => {
  await asGuestWithoutPostcode(page);
  await page.goto('/postcoder');

  const select = page.getByLabel('Postcode district');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/postcoder$/);
  expect(await localValue(page, 'address')).toBeNull();

  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(await localValue(page, 'address')).toMatch(/^W1[A-Z]$/);
});

test('after choosing, the guard returns the visitor to the page they asked for, query included', async ({
  page,
}) => {
  await asGuestWithoutPostcode(page);
  // Drinks has several pages, so page 2 is a real page (a page past the last would be corrected).
  await page.goto('/categories/drinks?page=2');
  await expect(page).toHaveURL(/\/postcoder$/);

  await page.getByLabel('Postcode district').selectOption('W1D');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'All Items of Drinks category' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Product pages' });
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/categories\/drinks\?page=2$/);
});

test('browsing routes send a guest without a postcode to the picker', async ({ page }) => {
  await asGuestWithoutPostcode(page);
  for (const path of ['/categories', '/search/milk', '/product/details/anything']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/postcoder$/);
  }
});
