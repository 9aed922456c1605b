import { expect, test } from '@playwright/test';
import type { ManagedProduct } from '../../src/domain/schemas/back-office-catalogue.ts';
import type { ProductPage } from '../../src/domain/schemas/catalogue.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { asSignedIn } from '../fixtures/account.ts';
import { loginAs } from '../fixtures/orders.ts';

test('an admin changes only the price: the form shows the category and every picture, and keeps them', async ({
  page,
  request,
}) => {
  const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${admin.token}` };
  // A product from the catalogue's last page, which no other browser test buys or reviews.
  const first = (await (await request.get('/api/products')).json()) as ProductPage;
  const last = (await (await request.get(`/api/products?page=${first.last_page}`)).json()) as ProductPage;
  const summary = [...last.data].reverse().find((product) => product.images.length === 4);
  if (!summary) throw new Error('No product with four pictures on the last page.');
  const before = (await (
    await request.get(`/api/admin/products/${summary.id}`, { headers })
  ).json()) as ManagedProduct;

  await asSignedIn(page, admin.token);
  await page.goto(`/admin/products/${summary.id}`);
  const form = page.getByRole('form', { name: 'Edit product' });
  await expect(form.getByLabel('Category')).toHaveValue(String(before.category_id));
  await expect(form.getByLabel('Category').locator('option:checked')).toHaveText(before.category_name);
  for (const n of [1, 2, 3, 4]) {
    await expect(form.getByRole('img', { name: `View ${n} of the product` })).toBeVisible();
  }

  const price = (before.price + 1).toFixed(2);
  await form.getByLabel('List price (£)').fill(price);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${before.name} is saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const after = (await (
    await request.get(`/api/admin/products/${summary.id}`, { headers })
  ).json()) as ManagedProduct;
  expect(after.price).toBe(Number(price));
  expect(after).toMatchObject({
    category_id: before.category_id,
    images: before.images,
    name: before.name,
    slug: before.slug,
    description: before.description,
    special_price: before.special_price,
  });
});
