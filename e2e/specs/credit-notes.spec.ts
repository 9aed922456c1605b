import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

/** Serious or critical WCAG 2.1 AA findings on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Screenshots for review when SCREENSHOT_DIR is set (390 and 1366 px wide). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

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

/** A 1×1 PNG, as a customer's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the customer reports a damaged line with a photo, and staff accept it with a credit note', async ({
  browser,
  page,
  request,
}) => {
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const customer = await createAccount(request, { prefix: 'problem-report' });
  const terms = await request.put(`/api/admin/credit/accounts/${customer.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { pay_later: true, pay_later_credit_limit: 2000_00 },
  });
  expect(terms.ok()).toBe(true);
  const { order } = await placeOrder(request, customer, { payLater: true });
  const delivered = await request.post(`/api/admin/orders/${order.id}/fulfilment`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { move: 'deliver' },
  });
  expect(delivered.ok()).toBe(true);
  const line = order.order_items[0];
  if (!line) throw new Error('the order has no line');

  await asSignedIn(page, customer.token);
  await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
  const section = page.getByRole('region', { name: "Something wasn't right?" });
  await section.getByRole('button', { name: 'Report a problem' }).click();
  const form = section.getByRole('form', { name: "Something wasn't right" });
  await form
    .getByLabel(/ordered/)
    .first()
    .fill('1');
  await form.getByLabel('What was wrong?').fill('One pack was crushed');
  await form.getByLabel(/Photo/).setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: PNG });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'customer-problem-report-form');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(section.getByText('Waiting for us to look at it')).toBeVisible();

  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const adminPage = await desk.newPage();
  await asSignedIn(adminPage, admin.token);
  await adminPage.goto('/admin/problem-reports');
  const card = adminPage.getByRole('listitem').filter({ hasText: `Order ${order.order_id}` });
  await expect(card.getByText('What was wrong: One pack was crushed')).toBeVisible();
  await card.getByRole('button', { name: 'Show photo' }).click();
  await expect(card.getByRole('img')).toBeVisible();
  // Loaded, not just its alt text: the shop's content security policy allows data: images only.
  expect(await card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await shoot(adminPage, 'admin-problem-reports');
  await card.getByRole('button', { name: 'Accept and issue credit note' }).click();
  await expect(card).toHaveCount(0);
  await desk.close();

  await page.reload();
  await expect(page.getByText(/Accepted: credit note issued \(CN-\d{6}\)/)).toBeVisible();
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await expect(notes.getByText('Reason: One pack was crushed')).toBeVisible();
  await shoot(page, 'customer-problem-report-accepted');
});
