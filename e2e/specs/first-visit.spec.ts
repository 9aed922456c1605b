import { expect, type Page, test } from '@playwright/test';
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

test('the splash shows once per browser session, even while the cookie notice waits', async ({ page }) => {
  await page.goto('/postcoder');
  await expect(page.getByTestId('splash-screen')).toBeAttached();
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 6_000 });

  // The notice is not answered yet; a reload asks again but does not make the visitor wait again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await expect(page.getByTestId('splash-screen')).not.toBeAttached();
  expect(await localValue(page, 'new user')).toBeNull();
});

/** docs/product.md §2.3's dropdown: a button that opens the districts as a list of buttons. */
const districtDropdown = (page: Page) => page.getByRole('button', { name: /^Postcode district/ });
const districtList = (page: Page) => page.getByRole('list', { name: 'Postcode district' });

test('picking a W1 district stores it and opens the catalogue at once', async ({ page }) => {
  await asGuestWithoutPostcode(page);
  await page.goto('/postcoder');

  await districtDropdown(page).click();
  await districtList(page).getByRole('button', { name: 'W1U', exact: true }).click();

  // No Continue step: the pick itself goes home.
  await expect(page).toHaveURL(/\/$/);
  expect(await localValue(page, 'address')).toBe('W1U');
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});

test("'Not listed' says the shop does not deliver there yet and stays on the picker", async ({ page }) => {
  await asGuestWithoutPostcode(page);
  await page.goto('/postcoder');

  await districtDropdown(page).click();
  await districtList(page).getByRole('button', { name: 'Not listed' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, we do not deliver in this area yet but we are working hard to be there very soon!',
  );
  await expect(districtDropdown(page)).toBeFocused();
  await expect(page).toHaveURL(/\/postcoder$/);
  expect(await localValue(page, 'address')).toBeNull();
});

test('a keyboard user arrows through the districts without leaving, and Enter picks one', async ({
  page,
}) => {
  await asGuestWithoutPostcode(page);
  await page.goto('/postcoder');

  await districtDropdown(page).focus();
  await page.keyboard.press('Enter');
  const list = districtList(page);
  await expect(list.getByRole('button', { name: 'W1U', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('button', { name: 'W1G', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/postcoder$/);
  expect(await localValue(page, 'address')).toBeNull();

  // Escape closes the list and returns to the dropdown, still choosing nothing.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(districtDropdown(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(list.getByRole('button', { name: 'W1H', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(await localValue(page, 'address')).toBe('W1H');
});

test('after choosing, the guard returns the visitor to the page they asked for, query included', async ({
  page,
}) => {
  await asGuestWithoutPostcode(page);
  // Drinks has several pages, so page 2 is a real page (a page past the last would be corrected).
  await page.goto('/categories/drinks?page=2');
  await expect(page).toHaveURL(/\/postcoder$/);

  await districtDropdown(page).click();
  await districtList(page).getByRole('button', { name: 'W1D', exact: true }).click();

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
