import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { asReturningGuest } from '../fixtures/visitor.ts';

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await asReturningGuest(page);
    });

    test('the catalogue has no serious accessibility violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the product page has no serious accessibility violations', async ({ page, request }) => {
      const product = await findProduct(request, (candidate) => candidate.reviews_count > 5);
      await page.goto(`/product/details/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByRole('article', { name: /^Review by / }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the basket page has no serious accessibility violations', async ({ page, request }) => {
      const product = await findProduct(request, () => true);
      await page.goto(`/product/details/${product.slug}`);
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.goto('/cart');
      await expect(page.getByText('Total excluding VAT')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the login and sign-up pages have no serious accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/sign-up');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe(`signed in, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the dashboard pages have no serious accessibility violations', async ({ page, request }) => {
      const account = await createAccount(request, { prefix: `a11y-${width}` });
      await asSignedIn(page, account.token);

      await page.goto('/customer-dashboard/profile');
      await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/customer-dashboard/profile/edit');
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/customer-dashboard/add-address');
      await expect(page.getByRole('group', { name: 'Shipping address' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/customer-dashboard/wishlist');
      await expect(page.getByText("You don't have any items on your wishlist yet.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
