import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { asSignedIn, E2E_PASSWORD, uniqueEmail } from '../fixtures/account.ts';
import { loginAs } from '../fixtures/orders.ts';

test('staff approve a new seller and one product from the queue, and turn another down with a reason the seller reads', async ({
  browser,
  request,
}) => {
  // Anyone may sign up as a seller and add products at once…
  const suffix = Date.now().toString(36);
  const sellerName = `Queue Seller ${suffix}`;
  const signUp = await request.post('/api/register', {
    data: { name: sellerName, email: uniqueEmail('seller'), password: E2E_PASSWORD, role: 'seller' },
    headers: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
  });
  expect(signUp.ok()).toBe(true);
  const seller = (await signUp.json()) as { token: string };
  const sellerHeaders = { authorization: `Bearer ${seller.token}` };
  const categories = (await (await request.get('/api/categories')).json()) as Array<{ id: number }>;
  const products = [`Queue penny wine ${suffix}`, `Queue fair cheese ${suffix}`];
  for (const name of products) {
    const response = await request.post('/api/seller/products', {
      headers: sellerHeaders,
      data: {
        name,
        slug: '',
        description: 'Added by the approvals browser test.',
        category_id: categories[0]?.id,
        price: 0.01,
        special_price: 0.01,
        images: [],
      },
    });
    expect(response.status()).toBe(201);
  }
  const [penny, fair] = products as [string, string];
  // …but nothing of theirs is in the shop yet.
  const search = await request.get(`/api/products?q=${encodeURIComponent(suffix)}`);
  expect(((await search.json()) as { total: number }).total).toBe(0);

  const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
  const staff = await browser.newPage();
  await asSignedIn(staff, admin.token);
  await staff.goto('/admin');
  await staff.getByRole('link', { name: 'Approvals' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();

  // A product cannot go live before its seller is approved.
  await staff.getByRole('button', { name: `Approve ${fair}` }).click();
  await expect(staff.getByText("The seller's account is not approved yet.", { exact: false })).toBeVisible();

  await staff.getByRole('button', { name: `Approve ${sellerName}'s seller account` }).click();
  await expect(staff.getByText(`${sellerName}'s seller account is approved.`)).toBeVisible();
  await staff.getByRole('button', { name: `Approve ${fair}` }).click();
  await expect(staff.getByText(`${fair} is approved and in the shop.`)).toBeVisible();

  await staff.getByRole('button', { name: `Turn down ${penny}` }).click();
  const dialog = staff.getByRole('alertdialog', { name: `Turn down ${penny}?` });
  await dialog.getByRole('button', { name: 'Turn down' }).click();
  await expect(dialog.getByText('Please give a reason: the seller is told it.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('A penny is not a price for wine.');
  await dialog.getByRole('button', { name: 'Turn down' }).click();
  await expect(staff.getByText(`${penny} is turned down.`)).toBeVisible();
  await expect(staff.getByRole('button', { name: `Approve ${penny}` })).toHaveCount(0);

  // The approved product is in the shop; the turned-down one is not.
  const found = (await (await request.get(`/api/products?q=${encodeURIComponent(suffix)}`)).json()) as {
    data: Array<{ name: string }>;
  };
  expect(found.data.map((product) => product.name)).toEqual([fair]);

  // The seller sees where each product stands, and why one was turned down.
  const own = await browser.newPage();
  await asSignedIn(own, seller.token);
  await own.goto('/seller');
  const filter = own.getByLabel('Search by name or slug');
  await filter.fill(suffix);
  await filter.press('Enter');
  await expect(own.getByRole('row', { name: new RegExp(fair) })).toContainText('In the shop');
  const turnedDown = own.getByRole('row', { name: new RegExp(penny) });
  await expect(turnedDown).toContainText('Turned down');
  await expect(turnedDown).toContainText('Reason: A penny is not a price for wine.');

  // A change sends it back to staff.
  await turnedDown.getByRole('link', { name: `Edit ${penny}` }).click();
  await expect(own.getByText('Staff turned this product down.')).toBeVisible();
  await expect(own.getByText('Saving a change sends it for approval again.')).toBeVisible();
  const form = own.getByRole('form', { name: 'Edit product' });
  await form.getByLabel('List price (£)').fill('9.50');
  await form.getByLabel('Member price (£)').fill('8.75');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(own.getByText(`${penny} is saved.`)).toBeVisible();
  await filter.fill(suffix);
  await filter.press('Enter');
  await expect(own.getByRole('row', { name: new RegExp(penny) })).toContainText('Waiting for approval');
});
