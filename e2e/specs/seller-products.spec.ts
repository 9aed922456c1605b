import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_SELLER_EMAIL } from '../../src/server/db/seed/demo-accounts.ts';
import { asSignedIn } from '../fixtures/account.ts';
import { loginAs } from '../fixtures/orders.ts';

/** An 8 by 8 orange PNG, as a seller's camera might give (much smaller). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4tkADK2IYWhIAML5rgUp6X/IAAAAASUVORK5CYII=',
  'base64',
);

test('a seller adds a product with a picture; once staff approve it, it appears in the shop search', async ({
  page,
  request,
}) => {
  const seller = await loginAs(request, DEMO_SELLER_EMAIL, DEMO_PASSWORD);
  const name = `Seller test cheese ${Date.now().toString(36)}`;
  await asSignedIn(page, seller.token);

  await page.goto('/seller');
  await expect(page.getByRole('heading', { level: 1, name: 'My products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/seller\/products\/new$/);

  const form = page.getByRole('form', { name: 'Add product' });
  // Submitting empty names what is missing, and sends nothing.
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('A crumbly farmhouse cheese, made for the browser test.');
  await form.getByLabel('Category').selectOption({ label: 'Cheese' });
  await form.getByLabel('List price (£)').fill('14.50');
  await form.getByLabel('Member price (£)').fill('15');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'cheese.png', mimeType: 'image/png', buffer: PNG });
  const preview = form.getByRole('img', { name: 'View 1 of the product' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/images\/uploads\/[0-9a-f]{64}\.png$/);

  // The member price may not be above the list price.
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('The member price cannot be more than the list price.')).toBeVisible();
  await form.getByLabel('Member price (£)').fill('13.25');
  await form.getByRole('button', { name: 'Add product' }).click();

  await expect(page).toHaveURL(/\/seller$/);
  // The list is by name over many pages: find it with the list's own search.
  const filter = page.getByLabel('Search by name or slug');
  await filter.fill(name);
  await filter.press('Enter');
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('£14.50');
  await expect(row).toContainText('£13.25');
  await expect(row).toContainText('Waiting for approval');

  // Staff approve it from their queue.
  const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
  await asSignedIn(page, admin.token);
  await page.goto('/admin/approvals');
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(page.getByText(`${name} is approved and in the shop.`)).toBeVisible();

  // A shopper finds it by name, with its picture.
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('article', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/images\/uploads\/[0-9a-f]{64}\.png$/);
});
