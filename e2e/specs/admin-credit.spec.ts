import { expect, type Page, test } from '@playwright/test';
import { formatPence } from '../../src/domain/money.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

function availableCredit(page: Page) {
  return page.getByText('Available credit', { exact: true }).locator('xpath=following-sibling::dd[1]');
}

function accountRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
}

test('an admin approves pay later, records a payment, and the customer’s available credit rises', async ({
  browser,
  page,
  request,
}) => {
  const name = `Petra Payments ${Date.now().toString(36)}`;
  const customer = await createAccount(request, { name, prefix: 'admin-credit' });
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await desk.newPage();
  await asSignedIn(adminPage, admin.token);

  // The admin finds the new customer and approves pay later; a limit over £2,000 is refused.
  await adminPage.goto(`/admin/credit?filter=all&q=${encodeURIComponent(customer.email)}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Credit accounts' })).toBeVisible();
  await adminPage.getByRole('button', { name: `Edit terms for ${name}` }).click();
  const terms = adminPage.getByRole('dialog', { name: `Pay-later terms for ${name}` });
  await terms.getByLabel('Pay later approved').check();
  await terms.getByLabel(/Credit limit/).fill('2500');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByRole('alert')).toHaveText('The credit limit cannot be more than £2,000.');
  await terms.getByLabel(/Credit limit/).fill('2000');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms).toBeHidden();
  await expect(accountRow(adminPage, name).getByText('Pay later approved', { exact: true })).toBeVisible();

  // The customer orders on pay later: their available credit falls by the order's total.
  const { order } = await placeOrder(request, customer, { payLater: true });
  const owed = Math.round(order.total * 100);
  await asSignedIn(page, customer.token);
  await page.goto('/customer-dashboard/profile');
  await expect(availableCredit(page)).toHaveText(formatPence(2000_00 - owed));

  // The admin records the bank transfer against that invoice.
  await adminPage.reload();
  const row = accountRow(adminPage, name);
  await expect(row.getByText('1 outstanding')).toBeVisible();
  await row.getByRole('button', { name: `Record payment from ${name}` }).click();
  const payment = adminPage.getByRole('dialog', { name: `Record a payment from ${name}` });
  await payment.getByRole('checkbox', { name: new RegExp(order.order_id) }).check();
  await payment.getByLabel('Bank reference (optional)').fill('BACS 1234');
  await payment.getByRole('button', { name: `Record payment of ${formatPence(owed)}` }).click();
  await expect(payment).toBeHidden();
  await expect(
    adminPage.getByText('Payment recorded: 1 invoice marked paid.', { exact: false }),
  ).toBeVisible();
  await expect(row.getByText('None outstanding')).toBeVisible();

  // The customer sees all of their credit available again.
  await page.reload();
  await expect(availableCredit(page)).toHaveText('£2,000.00');

  // The payment is in the customer's audit history.
  await adminPage.getByRole('link', { name, exact: true }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    adminPage.getByText(
      `Payment of ${formatPence(owed)} recorded for order ${order.order_id} (ref. BACS 1234)`,
    ),
  ).toBeVisible();
  await desk.close();
});
