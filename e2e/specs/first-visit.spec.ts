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
  await expect(page).toHaveURL(/\/postcoder$/);
  expect(await localValue(page, 'address')).toBeNull();
});

test('browsing routes send a guest without a postcode to the picker', async ({ page }) => {
  await asGuestWithoutPostcode(page);
  for (const path of ['/categories', '/search/milk', '/product/details/anything']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/postcoder$/);
  }
});
