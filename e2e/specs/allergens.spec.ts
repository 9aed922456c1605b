import { expect, test } from '@playwright/test';
import { asReturningGuest } from '../fixtures/visitor.ts';

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await asReturningGuest(page);
    });

    test("a chef filters a category 'free from' gluten and milk, then reads a product's allergen table", async ({
      page,
    }) => {
      await page.goto('/categories/bread-and-rolls');
      await page.getByText('Free from', { exact: true }).click();
      await page.getByRole('checkbox', { name: 'Cereals containing gluten' }).check();
      await page.getByRole('checkbox', { name: 'Milk' }).check();
      await expect(page).toHaveURL(/free_from=gluten(%2C|,)milk/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bread & rolls');
      // Demo bread contains gluten: nothing in the category is free from it.
      await expect(page.getByRole('heading', { level: 1 })).toContainText('No Products found');

      await page.goto('/categories/fish?free_from=gluten,milk');
      await expect(page.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible();
      await first.getByRole('link').first().click();
      const table = page.getByRole('table', { name: /14 allergens/ });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row', { name: /Fish\s+⚠?\s*Contains/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /Milk\s+✓?\s*Free from/ })).toBeVisible();
    });

    test("search results filter 'free from' milk, kept in the URL", async ({ page }) => {
      await page.goto('/search/cheese?free_from=milk');
      await expect(page.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
      await expect(page.getByText("The search doesn't match any product.")).toBeVisible();
      await page.getByRole('checkbox', { name: 'Milk' }).uncheck();
      await expect(page).not.toHaveURL(/free_from/);
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  });
}
