import { expect, test } from '@playwright/test';
import type { ProductPage } from '../../src/domain/schemas/catalogue.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { asSignedIn } from '../fixtures/account.ts';
import { loginAs } from '../fixtures/orders.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test('staff import stock and prices from a CSV: a bad file is refused by line, a good one previewed then applied', async ({
  page,
  request,
}) => {
  const found = (await (await request.get('/api/products?q=Tomato%20juice')).json()) as ProductPage;
  const juice = found.data.find((product) => product.name === 'Tomato juice 12 x 1L');
  if (!juice) throw new Error('Tomato juice is not in the demo catalogue');
  const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
  await asSignedIn(page, admin.token);

  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Import stock and prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import stock and prices' })).toBeVisible();
  const chooser = page.getByLabel('CSV file');

  await chooser.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`order_code,stock,price\n${juice.order_code},lots,\nNOSUCH1,4,\n`),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was changed' });
  await expect(alert).toContainText('Line 2: the stock "lots" must be a whole number');

  const price = (juice.price + 1).toFixed(2);
  await chooser.setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`order_code,stock,price\n${juice.order_code},25,${price}\n`),
  });
  await expect(page.getByText('stock.csv would change 1 product.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(juice.name.replace(/[()]/g, '.')) });
  await expect(row).toContainText('Stock: untracked → 25');
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('1 product updated from stock.csv.')).toBeVisible();
  await expect(page.getByText('Imported: 1 product.')).toBeVisible();

  const after = (await (await request.get(`/api/products/${juice.slug}`)).json()) as {
    price: number;
    stock_level: string;
  };
  expect(after).toMatchObject({ price: Number(price), stock_level: 'in_stock' });
});
