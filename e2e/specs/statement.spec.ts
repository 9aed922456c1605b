import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatPence } from '../../src/domain/money.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

test('a pay-later customer opens their statement and downloads it as a PDF; staff see the same', async ({
  browser,
  page,
  request,
}) => {
  const name = `Stella Statement ${Date.now().toString(36)}`;
  const customer = await createAccount(request, { name, prefix: 'statement' });
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const approved = await request.put(`/api/admin/credit/accounts/${customer.id}`, {
    data: { pay_later: true, pay_later_credit_limit: 2000_00 },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(approved.status()).toBe(200);
  const { order } = await placeOrder(request, customer, { payLater: true });
  const owed = formatPence(Math.round(order.total * 100));

  // From the profile's pay-later card to the statement: the invoice, and what is owed.
  await asSignedIn(page, customer.token);
  await page.goto('/customer-dashboard/profile');
  await page.getByRole('link', { name: 'Statement of account' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/statement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  const entries = page.getByRole('table', { name: /Entries of the period/ });
  const invoice = entries.getByRole('rowheader', { name: /^Invoice INV-/ });
  await expect(invoice.getByRole('link', { name: /^INV-\d+$/ })).toHaveAttribute(
    'href',
    `/customer-dashboard/orders/details/${order.order_id}`,
  );
  const amountDue = page.getByText('Amount due', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(amountDue).toHaveText(owed);
  await expect(
    page.getByText('0-30 days', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(owed);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A period with nothing in it says so, and still shows what was owed before it.
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To (included)').fill('2020-01-31');
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByText('Nothing was invoiced, paid or credited in this period.')).toBeVisible();

  // Staff open the same statement from the credit accounts.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const adminPage = await desk.newPage();
  await asSignedIn(adminPage, admin.token);
  await adminPage.goto(`/admin/credit?filter=all&q=${encodeURIComponent(customer.email)}`);
  await adminPage.getByRole('link', { name: `Statement of ${name}` }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: `Statement of ${name}` })).toBeVisible();
  await expect(
    adminPage.getByText('Amount due', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(owed);
  const [staffDownload] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(staffDownload.suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
  await desk.close();
});

for (const width of [375, 1440]) {
  test(`the statement has no serious accessibility violations at ${width} px`, async ({ page, request }) => {
    const customer = await createAccount(request, { name: 'Alex Axe', prefix: 'statement-axe' });
    const admin = await loginAs(request, 'admin@example.com', 'password123');
    await request.put(`/api/admin/credit/accounts/${customer.id}`, {
      data: { pay_later: true, pay_later_credit_limit: 2000_00 },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    await placeOrder(request, customer, { payLater: true });
    await page.setViewportSize({ width, height: 900 });
    await asSignedIn(page, customer.token);
    await page.goto('/account/statement');
    await expect(page).toHaveURL(/\/customer-dashboard\/statement$/);
    await expect(page.getByRole('rowheader', { name: /^Invoice INV-/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
