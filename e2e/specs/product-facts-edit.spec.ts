import { expect, test } from '@playwright/test';
import type { ProductPage } from '../../src/domain/schemas/catalogue.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { asSignedIn } from '../fixtures/account.ts';
import { loginAs } from '../fixtures/orders.ts';

// Each width edits a product of its own, which no other browser test buys or edits.
const PRODUCTS = { 375: 'Apple juice, cloudy 12 x 1L', 1440: 'Pineapple juice 12 x 1L' } as const;

for (const width of [375, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('staff declare allergens and count stock on the product form; the shop shows both', async ({
      page,
      request,
    }) => {
      const name = PRODUCTS[width];
      const found = (await (
        await request.get(`/api/products?q=${encodeURIComponent(name)}`)
      ).json()) as ProductPage;
      const product = found.data.find((candidate) => candidate.name === name);
      if (!product) throw new Error(`${name} is not in the demo catalogue`);
      expect(product.stock_level).toBeNull();

      const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
      await asSignedIn(page, admin.token);
      await page.goto(`/admin/products/${product.id}`);
      const form = page.getByRole('form', { name: 'Edit product' });
      const allergens = form.getByRole('group', { name: 'Allergens' });
      await expect(allergens.getByLabel('Sulphur dioxide and sulphites')).toBeVisible();
      await allergens.getByLabel('Sulphur dioxide and sulphites').selectOption({ label: 'Contains' });
      await allergens.getByLabel('Celery').selectOption({ label: 'May contain' });
      await form.getByLabel('Stock (units)').fill('7');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`${name} is saved.`)).toBeVisible();

      await page.goto(`/product/details/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Low stock', { exact: false }).first()).toBeVisible();
      const table = page.getByRole('table', { name: /14 allergens/ });
      await expect(
        table.getByRole('row', { name: /Sulphur dioxide and sulphites\s+⚠?\s*Contains/ }),
      ).toBeVisible();
      await expect(table.getByRole('row', { name: /Celery\s+△?\s*May contain/ })).toBeVisible();
    });
  });
}
