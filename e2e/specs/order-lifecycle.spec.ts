import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

test('staff mark an unpaid pay-later order delivered, and it still reads outstanding', async ({
  browser,
  page,
  request,
}) => {
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const customer = await createAccount(request, { prefix: 'lifecycle' });
  const terms = await request.put(`/api/admin/credit/accounts/${customer.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { pay_later: true, pay_later_credit_limit: 2000_00 },
  });
  expect(terms.ok()).toBe(true);
  const { order } = await placeOrder(request, customer, { payLater: true });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await desk.newPage();
  await asSignedIn(adminPage, admin.token);
  await adminPage.goto(`/admin/orders/${order.id}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: `Order ${order.order_id}` })).toBeVisible();
  await expect(adminPage.getByText('Received · Payment: Pending')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(adminPage.getByText('Delivered · Payment: Pending')).toBeVisible();
  await expect(
    adminPage.getByRole('list', { name: 'Delivery and payment history' }).getByText(/Received → Delivered/),
  ).toBeVisible();
  await desk.close();

  await asSignedIn(page, customer.token);
  await page.goto('/customer-dashboard/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: order.order_id }) });
  await expect(row.getByText('Outstanding', { exact: true })).toBeVisible();
});
