import { expect, test } from '@playwright/test';
import { basketButton, expectBasketCount } from '../fixtures/basket.ts';
import { asGuestWithoutPostcode } from '../fixtures/visitor.ts';

test('a guest picks W1U, browses, searches, fills a basket that survives a reload, and clears it', async ({
  page,
}) => {
  await asGuestWithoutPostcode(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/postcoder$/);
  await page.getByRole('button', { name: /^Postcode district/ }).click();
  await page.getByRole('button', { name: 'W1U', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

  // Filter the catalogue by a top-level category and page through it.
  await page.getByRole('link', { name: 'Drinks', exact: true }).first().click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Product pages' });
  const firstOnPageOne = await page.getByRole('article').first().getAttribute('aria-label');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstOnPageOne ?? '');

  // The category page has the spec's heading.
  await page.goto('/categories');
  await page
    .getByRole('link', { name: /Dairy & eggs/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'All Items of Dairy & eggs category' }),
  ).toBeVisible();

  // Open a product from the grid.
  const firstCard = page.getByRole('article').first();
  const productName = (await firstCard.getByRole('link').first().textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name: productName }).first().click();
  await expect(page).toHaveURL(/\/product\/details\//);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // Search from the header: the dropdown lists matches that link to their product.
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('whole milk');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results).toBeVisible();
  const option = results.getByRole('option').first();
  await expect(option).toContainText(/whole milk/i);
  await expect(option).toContainText('£');
  await option.click();
  await expect(page).toHaveURL(/\/product\/details\/.*whole-milk/);
  const productPage = page.url();

  // Add it to the basket; the button becomes a stepper and the header counts it.
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('button', { name: /^Increase quantity of/ })).toBeVisible();
  await expectBasketCount(page, 1);
  await page.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expectBasketCount(page, 2);

  // Nothing is lost on reload.
  await page.reload();
  await expect(page).toHaveURL(productPage);
  await expectBasketCount(page, 2);
  await expect(page.getByRole('spinbutton', { name: /^Quantity of/ })).toHaveValue('2');

  // Clear it from the drawer.
  await basketButton(page).click();
  const drawer = page.getByRole('dialog', { name: /^Your basket/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Proceed to checkout \(£\d+\.\d{2}\)$/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all' }).click();
  await expect(drawer.getByText(/basket is empty/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectBasketCount(page, 0);
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
});

test('the search page lists every match from the whole catalogue', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('new user', 'false');
    window.localStorage.setItem('address', 'W1D');
  });
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('MILK');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/search\/MILK$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MILK');
  await expect(page.getByRole('article').first()).toContainText(/milk/i);

  await search.fill('zzqx-no-such-thing');
  await expect(page.getByText("The search doesn't match any product.")).toBeVisible();
  // An outside click closes the dropdown.
  await page.mouse.click(10, 600);
  await expect(page.getByText("The search doesn't match any product.")).toBeHidden();
});

test('Back from a product returns to the same place in the catalogue', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('new user', 'false');
    window.localStorage.setItem('address', 'W1U');
  });
  await page.goto('/?page=2');
  const cards = page.getByRole('article');
  await expect(cards.nth(20)).toBeVisible();
  await cards.nth(20).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await cards.nth(20).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/details\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});
