import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { londonDate } from '../../src/domain/delivery.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

test('an admin downloads the month’s invoices as the CSV Xero imports', async ({ page, request }) => {
  const customer = await createAccount(request, {
    name: `Xavier Xero ${Date.now().toString(36)}`,
    prefix: 'admin-accounting',
  });
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const terms = await request.put(`/api/admin/credit/accounts/${customer.id}`, {
    data: { pay_later: true, pay_later_credit_limit: 2000_00 },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(terms.status()).toBe(200);
  // A pay-later order is invoiced as it is placed.
  const { order } = await placeOrder(request, customer, { payLater: true });
  const today = londonDate(new Date());

  await asSignedIn(page, admin.token);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Accounting export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting export' })).toBeVisible();
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To (included)').fill(today);
  await page.getByRole('button', { name: 'Show invoices' }).click();
  await expect(page.getByText(/^\d+ invoices?, £[\d,]+\.\d{2} including VAT$/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`w1-invoices-${today}-${today}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toBe(
    'ContactName,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType,TaxAmount',
  );
  const [year, month, day] = today.split('-');
  const orderLines = lines.filter((line) => line.includes(`,${order.order_id},`));
  expect(orderLines.length).toBeGreaterThan(0);
  for (const line of orderLines) {
    expect(line).toContain(`,${day}/${month}/${year},`);
    expect(line).toContain(',200,20% (VAT on Income),');
  }
});
