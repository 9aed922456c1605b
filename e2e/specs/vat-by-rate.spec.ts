import { expect, type Locator, test } from '@playwright/test';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import { vatByRate, vatFigures, vatRateOr } from '../../src/domain/vat.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { quantityOver, withBasket } from '../fixtures/checkout.ts';

/** Each VAT row a summary list must show: its label and the VAT beside it. */
async function expectVatRows(summary: Locator, rows: Array<{ label: string; vatPence: number }>) {
  for (const row of rows) {
    const term = summary.getByText(row.label, { exact: true });
    await expect(term).toBeVisible();
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(formatPence(row.vatPence));
  }
}

for (const width of [375, 1440]) {
  test.describe(`a basket mixing a zero-rated and a standard-rated product at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the VAT of each rate on its net, on the basket and at checkout', async ({
      page,
      request,
    }) => {
      const zeroRated = await findProduct(request, (product) => product.vat_rate === 0);
      const standard = await findProduct(
        request,
        (product) => product.vat_rate === 20 && product.price >= 5 && product.price <= 60,
      );
      const lines = [
        { product: zeroRated, quantity: 2 },
        { product: standard, quantity: quantityOver(standard.price, 200) },
      ];
      const rates = vatByRate(
        lines.map(({ product, quantity }) => ({
          vatRatePercent: vatRateOr(product.vat_rate),
          lineTotalPence: poundsToPence(product.price) * quantity,
        })),
      );
      const taxPence = rates.reduce((sum, rate) => sum + rate.vatPence, 0);
      const rows = vatFigures(rates, taxPence);
      // One row per rate, each with the net it is on: 'VAT (20%) on £…' and 'VAT (0%) on £…'.
      expect(rows.map((row) => row.label.replace(/ on £[\d,.]+$/, ''))).toEqual(['VAT (20%)', 'VAT (0%)']);

      const account = await createAccount(request, { prefix: 'vat-rates' });
      await asSignedIn(page, account.token);
      await withBasket(page, lines);

      await page.goto('/cart');
      await expectVatRows(page.getByRole('region', { name: 'Summary' }), rows);
      await expect(page.getByText('VAT (20%)', { exact: true })).toHaveCount(0);

      await page.goto('/checkout');
      await expectVatRows(page.getByRole('region', { name: 'Order summary' }), rows);
    });
  });
}
