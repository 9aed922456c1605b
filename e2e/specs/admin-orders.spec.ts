import { expect, type Page, test } from '@playwright/test';
import { asSignedIn, createAccount, latestMailTo } from '../fixtures/account.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

/** Fills the built-in provider's hosted card page with the test card that succeeds and pays. */
async function payWithTestCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Venue');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

function orderRow(page: Page, orderId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderId }) });
}

test('an admin moves a paid order to completed, and the customer sees it completed', async ({
  browser,
  page,
  request,
}) => {
  // The customer orders and pays by card, so the order is processing and paid.
  const customer = await createAccount(request, { prefix: 'admin-orders' });
  const { order } = await placeOrder(request, customer);
  await asSignedIn(page, customer.token);
  await page.goto('/customer-dashboard/orders');
  await orderRow(page, order.order_id)
    .getByRole('button', { name: `Make payment for ${order.order_id}` })
    .click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(new RegExp(`/order-success/${order.order_id}$`));
  await expect
    .poll(async () => {
      const response = await request.get(`/api/myorders?user_id=${customer.id}`, {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      const orders = (await response.json()) as Array<{ order_id: string; status: string }>;
      return orders.find((candidate) => candidate.order_id === order.order_id)?.status;
    })
    .toBe('processing');

  // The admin finds the order by its number, opens it and marks it completed.
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await desk.newPage();
  await asSignedIn(adminPage, admin.token);
  await adminPage.goto('/');
  await adminPage.getByRole('button', { name: /My account/ }).click();
  await adminPage.getByRole('menuitem', { name: 'Back office' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await adminPage
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  const search = adminPage.getByRole('search', { name: 'Search orders' });
  await search.getByLabel('Order number or venue').fill(order.order_id);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`q=${order.order_id}`));
  await expect(adminPage.getByText('1 order matches', { exact: true })).toBeVisible();
  await adminPage.getByRole('link', { name: order.order_id }).click();

  await expect(adminPage.getByRole('heading', { level: 1, name: `Order ${order.order_id}` })).toBeVisible();
  // Only the legal moves are offered: a processing, paid order can be completed, or cancelled and refunded.
  await expect(adminPage.getByRole('button', { name: /^Mark as / })).toHaveCount(1);
  await expect(adminPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(1);
  await adminPage.getByRole('button', { name: 'Mark as completed' }).click();
  const dialog = adminPage.getByRole('alertdialog', { name: `Mark ${order.order_id} as completed?` });
  await dialog.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(adminPage.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(adminPage.getByText('Processing → Completed')).toBeVisible();
  await expect(adminPage.getByText(/This order is completed: it cannot change any more\./)).toBeVisible();
  await desk.close();

  // The customer is told by mail and sees the order completed on their orders page.
  const mail = await latestMailTo(request, customer.email);
  expect(mail.subject).toBe(`Your W1 Wholesale order ${order.order_id} is now completed`);
  await page.goto('/customer-dashboard/orders');
  await expect(orderRow(page, order.order_id).getByText('Completed', { exact: true })).toBeVisible();
});

test('a customer cannot open the back office', async ({ page, request }) => {
  const customer = await createAccount(request, { prefix: 'not-staff' });
  await asSignedIn(page, customer.token);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'This page is for the shop’s staff' })).toBeVisible();
  const response = await request.get('/api/admin/orders', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(response.status()).toBe(403);
});
