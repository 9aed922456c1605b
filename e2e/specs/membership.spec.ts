import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { User } from '../../src/domain/schemas/account.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { DECLINED, payOnCardPage, SUCCEEDS } from '../fixtures/card-page.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { checkoutGroup, quantityOver, withBasket } from '../fixtures/checkout.ts';

const MEMBERSHIP = '/customer-dashboard/subscription';

async function currentUser(request: APIRequestContext, token: string): Promise<User> {
  const response = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as User;
}

/** How the page writes the end of a paid period: the London day, in words. */
function londonLongDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}

/**
 * Same-day delivery closes at 20:00 London, and which days the checkout offers is the browser's
 * reckoning: its clock is held at noon London today, so the test means the same at any hour.
 */
async function holdBrowserClockAtLondonNoon(page: Page): Promise<void> {
  const now = new TZDate(Date.now(), 'Europe/London');
  const noon = new TZDate(now.getFullYear(), now.getMonth(), now.getDate(), 12, 0, 0, 'Europe/London');
  await page.clock.setFixedTime(new Date(noon.getTime()));
}

const header = (page: Page) => page.getByRole('banner');

test('a guest is offered membership and sent to sign up for it', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('new user', 'false'));
  await page.goto('/about-us');
  await header(page).getByRole('link', { name: 'Become a member' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a customer subscribes with 4242, gets member prices and same-day delivery, finds the invoice, and unsubscribes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { prefix: 'member' });
  await asSignedIn(page, account.token);
  const product = await findProduct(
    request,
    (candidate) => candidate.price >= 5 && candidate.special_price < candidate.price,
  );
  await withBasket(page, [{ product, quantity: quantityOver(product.price, 200) }]);

  await page.goto('/');
  await header(page).getByRole('link', { name: 'Become a member' }).click();
  await expect(page).toHaveURL(new RegExp(`${MEMBERSHIP}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByText('£49.99 a month plus VAT (£59.99)')).toBeVisible();
  await expect(page.getByText("You don't have any membership invoices yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await payOnCardPage(page, SUCCEEDS, 'Pay £59.99');

  // Landing here makes nobody a member; the provider's event does, a moment later.
  await expect(page).toHaveURL(/\/subscription-success$/);
  await expect(page.getByRole('heading', { name: 'Welcome, you are now a member' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(header(page).getByText('Member', { exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Become a member' })).toHaveCount(0);
  expect((await currentUser(request, account.token)).is_subscribed).toBe(true);

  // Member prices: the list price struck through in the basket.
  await page.goto('/cart');
  await expect(page.locator('s').filter({ hasText: 'List price' }).first()).toBeVisible();

  await holdBrowserClockAtLondonNoon(page);
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('s').filter({ hasText: 'List price' }).first()).toBeVisible();
  await expect(summary.getByText(/^Member prices save you/)).toBeVisible();
  const today = checkoutGroup(page, 'Delivery').getByRole('radio', { name: /^Today/ });
  // The days on offer follow the server's clock (docs/delivery-promises.md §2), which the browser's
  // held clock does not move: from 8pm London time same-day delivery is closed to members too.
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' }).format(
      new Date(),
    ),
  );
  if (londonHour >= 20) {
    await expect(today).toBeDisabled();
  } else {
    await expect(today).toBeEnabled();
    await today.check();
    await expect(page.getByText('Same-day orders are delivered by midnight.')).toBeVisible();
    await expect(page.getByLabel('Delivery time')).toBeDisabled();
  }

  await page.goto(MEMBERSHIP);
  const membership = await request.get('/api/membership', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { renews_at: renewsAt } = (await membership.json()) as { renews_at: string | null };
  expect(renewsAt).not.toBeNull();
  await expect(page.getByText(`Next renewal: ${londonLongDate(renewsAt ?? '')}`)).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Your membership invoices, newest first' });
  const row = invoices.getByRole('row').nth(1);
  await expect(row).toContainText('£59.99');
  const download = row.getByRole('link', { name: /^Download invoice .+ \(opens in a new tab\)$/ });
  const href = await download.getAttribute('href');
  expect(href).toBeTruthy();
  // The signed link alone opens the PDF: no bearer header.
  const pdf = await request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to unsubscribe?' });
  await dialog.getByRole('button', { name: 'Yes, unsubscribe' }).click();
  await expect(page.getByText('You have successfully unsubscribed.')).toBeVisible();
  await expect(
    page.getByText('You can use your member benefits until your current subscription period ends.'),
  ).toBeVisible();
  const ended = await currentUser(request, account.token);
  expect(ended.subscription_end_at).not.toBeNull();
  const until = page.getByRole('button', {
    name: `Member until ${londonLongDate(ended.subscription_end_at ?? '')}`,
  });
  await expect(until).toBeDisabled();
  await expect(page.getByText(/^Next renewal/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // Benefits last to the end of the paid period.
  await expect(header(page).getByText('Member', { exact: true })).toBeVisible();
});

test('a declined card, then Cancel and go back, lands on /subscription-cancel and makes no member', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'member-declined' });
  await asSignedIn(page, account.token);
  await page.goto(MEMBERSHIP);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await payOnCardPage(page, DECLINED);
  await expect(page.getByRole('alert')).toContainText('declined');
  await page.getByRole('link', { name: 'Cancel and go back' }).click();

  await expect(page).toHaveURL(/\/subscription-cancel$/);
  await expect(page.getByRole('heading', { name: 'There seemed to be an error.' })).toBeVisible();
  await expect(page.getByText('Failed to subscribe.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Membership' }).click();
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  expect((await currentUser(request, account.token)).is_subscribed).toBe(false);
});
