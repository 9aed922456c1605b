import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';
import { shoot } from '../fixtures/review.ts';

test('staff issue a credit note on a delivered order, and the customer downloads its PDF', async ({
  browser,
  page,
  request,
}) => {
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const customer = await createAccount(request, { prefix: 'credit-note' });
  const terms = await request.put(`/api/admin/credit/accounts/${customer.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { pay_later: true, pay_later_credit_limit: 2000_00 },
  });
  expect(terms.ok()).toBe(true);
  const { order } = await placeOrder(request, customer, { payLater: true });
  const line = order.order_items[0];
  if (!line) throw new Error('the order has no line');

  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const adminPage = await desk.newPage();
  await asSignedIn(adminPage, admin.token);
  await adminPage.goto(`/admin/orders/${order.id}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: `Order ${order.order_id}` })).toBeVisible();
  await expect(
    adminPage.getByText('A credit note is issued once the order has been delivered.'),
  ).toBeVisible();
  await adminPage.getByRole('button', { name: 'Delivered short' }).click();
  await expect(adminPage.getByText('Delivered short · Payment: Pending')).toBeVisible();

  await adminPage.getByRole('button', { name: 'Issue credit note' }).click();
  const form = adminPage.getByRole('form', { name: 'Issue credit note' });
  await form.getByLabel(new RegExp(line.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).fill('1');
  await form.getByLabel('Reason').fill('One pack arrived damaged');
  expect(await seriousViolations(adminPage)).toEqual([]);
  await shoot(adminPage, 'admin-credit-note-form');
  await form.getByRole('button', { name: 'Issue credit note' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Issue credit note' }).click();
  await expect(adminPage.getByText(/Credit note CN-\d{6} issued for £/)).toBeVisible();
  const issued = adminPage.getByRole('list', { name: 'Credit notes issued' });
  await expect(issued.getByText('Reason: One pack arrived damaged')).toBeVisible();
  await shoot(adminPage, 'admin-credit-note-issued');
  await desk.close();

  await asSignedIn(page, customer.token);
  await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
  const card = page.getByRole('region', { name: 'Credit notes' });
  await expect(card.getByText('Reason: One pack arrived damaged')).toBeVisible();
  await shoot(page, 'customer-credit-notes');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /Download PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
