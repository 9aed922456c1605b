import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';

test('with only one password box filled, Save keeps the password and saves name and phone', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { name: 'Sam Cellar', prefix: 'half-password' });
  await asSignedIn(page, account.token);
  await page.goto('/customer-dashboard/profile/edit');

  await expect(page.getByText(/Your password changes only when both are filled in/)).toBeVisible();
  await page.getByLabel('Name').fill('Sam Sommelier');
  await page.getByLabel('Phone').fill('020 7946 0123');
  await page.getByLabel(/^New password/).fill('a-brand-new-secret');
  await expect(
    page.getByText('Only the new password is filled in, so your password will stay as it is.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/customer-dashboard\/profile$/);
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByText('Sam Sommelier').first()).toBeVisible();
  await expect(page.getByText('020 7946 0123')).toBeVisible();
  // The old password still signs in; the half-given new one does not.
  const login = (password: string) =>
    request.post('/api/login', { data: { email: account.email, password } });
  expect((await login(account.password)).status()).toBe(200);
  expect((await login('a-brand-new-secret')).status()).toBe(422);
});

test("the profile's Confirmed figure counts paid orders being processed and pay-later orders", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'order-counts' });
  await asSignedIn(page, account.token);
  const statuses = ['pending', 'processing', 'outstanding', 'outstanding', 'completed', 'cancelled'];
  // The orders this customer would have after paying by card and on pay-later terms.
  await page.route(
    (url) => url.pathname === '/api/myorders',
    (route) =>
      route.fulfill({
        json: statuses.map((status, index) => ({
          id: index + 1,
          order_id: `W1-${index + 1}`,
          status,
          payment_status: status === 'processing' || status === 'completed' ? 'paid' : 'pending',
          payment_url: null,
          sub_total: 200,
          tax: 40,
          shipping: 0,
          total: 240,
          email: account.email,
          created_at: '2026-11-20T12:00:00.000Z',
          shipping_info: {},
          order_items: [],
        })),
      }),
  );
  await page.goto('/customer-dashboard/profile');

  const figure = (label: string) =>
    page
      .getByRole('region', { name: 'Your orders' })
      .getByText(label, { exact: true })
      .locator('xpath=..')
      .locator('dd');
  await expect(figure('All orders')).toHaveText('6');
  await expect(figure('Pending')).toHaveText('1');
  await expect(figure('Confirmed')).toHaveText('3');
  await expect(figure('Completed')).toHaveText('1');
});
