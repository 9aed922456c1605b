import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import { pdfText } from '../../src/server/test/pdf-text.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';
import { shoot } from '../fixtures/review.ts';

/** A 1×1 PNG, as a customer's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** What a term of the customer's "Delivery and payment" card reads. */
function progressValue(card: Locator, term: 'Delivery' | 'Payment'): Locator {
  return card.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

/** "£1,234.50" as pence. */
function amountPence(text: string): number {
  return poundsToPence(Number(text.replace(/[£,]/g, '')));
}

/** Clicks `button` and answers the downloaded file's name and text, after checking it is a PDF. */
async function downloadPdf(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: pdfText(bytes) };
}

// Issue 30's "Done when", end to end in Chromium: staff mark a pay-later order delivered; the
// customer reports a damaged line; staff issue the credit note; the customer downloads the credit
// note and statement PDFs. Delivery is read apart from payment all along.
test('a delivered pay-later order: a damaged line reported, credited, and both PDFs downloaded', async ({
  browser,
  page,
  request,
}) => {
  // Four people's steps and three downloads in one walk: more than one ordinary test's minute.
  test.setTimeout(180_000);
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const customer = await createAccount(request, { prefix: 'lifecycle' });
  const terms = await request.put(`/api/admin/credit/accounts/${customer.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { pay_later: true, pay_later_credit_limit: 2000_00 },
  });
  expect(terms.ok()).toBe(true);
  const { order } = await placeOrder(request, customer, { payLater: true });
  const orderPage = `/customer-dashboard/orders/details/${order.order_id}`;

  // Staff mark it delivered, unpaid.
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

  // The customer's list still reads outstanding; the order's page says delivered, payment pending.
  await asSignedIn(page, customer.token);
  await page.goto('/customer-dashboard/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: order.order_id }) });
  await expect(row.getByText('Outstanding', { exact: true })).toBeVisible();
  await page.goto(orderPage);
  const progress = page.getByRole('region', { name: 'Delivery and payment' });
  await expect(progressValue(progress, 'Delivery')).toHaveText('Delivered');
  await expect(progressValue(progress, 'Payment')).toHaveText('Pending');
  const history = progress.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Order placed by you · /,
    /^Delivered by the shop · /,
  ]);

  // The customer reports a damaged line, with a photo.
  const report = page.getByRole('region', { name: "Something wasn't right?" });
  await report.getByRole('button', { name: 'Report a problem' }).click();
  const form = report.getByRole('form', { name: "Something wasn't right" });
  await form
    .getByLabel(/ordered/)
    .first()
    .fill('1');
  await form.getByLabel('What was wrong?').fill('One pack was crushed');
  await form.getByLabel(/Photo/).setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: PNG });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'customer-problem-report-form');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Waiting for us to look at it')).toBeVisible();

  // Staff look at the photo and accept, issuing the credit note.
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

  // The customer reads the credit on the order, still delivered, and downloads the credit note.
  await page.reload();
  const accepted = page.getByText(/Accepted: credit note issued \(CN-\d{6}\)/);
  await expect(accepted).toBeVisible();
  const creditNote = /CN-\d{6}/.exec((await accepted.textContent()) ?? '')?.[0] ?? '';
  await expect(progressValue(progress, 'Delivery')).toHaveText('Delivered');
  await expect(progressValue(progress, 'Payment')).toHaveText(/^Part credited \(£[\d,.]+ of £[\d,.]+\)$/);
  const [, credited = '', invoiced = ''] =
    /\((£[\d,.]+) of (£[\d,.]+)\)/.exec((await progressValue(progress, 'Payment').textContent()) ?? '') ?? [];
  // The customer's only order: what they owe is its total less the credit note.
  const owed = formatPence(amountPence(invoiced) - amountPence(credited));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'customer-order-progress', [375, 1440]);
  // Nothing runs off the side of a phone.
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const notes = page.getByRole('region', { name: 'Credit notes' });
  await expect(notes.getByText('Reason: One pack was crushed')).toBeVisible();
  const note = await downloadPdf(page, notes.getByRole('button', { name: /Download PDF/ }));
  expect(note.name).toBe(`credit-note-${creditNote}.pdf`);
  expect(note.text).toContain(creditNote);

  // And the statement, which carries the credit note too.
  await page.goto('/customer-dashboard/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  await expect(page.getByText(creditNote).first()).toBeVisible();
  const statement = await downloadPdf(page, page.getByRole('button', { name: 'Download PDF' }));
  expect(statement.name).toMatch(/^statement-.*\.pdf$/);
  expect(statement.text).toContain(creditNote);
  // The PDF prints each figure on the line after its label.
  const lines = statement.text.split('\n');
  const closing = lines.findIndex((line) => line.startsWith('Closing balance on '));
  expect(lines[closing + 1]).toBe(owed);
});
