import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import type { User } from '../../src/domain/schemas/account.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import {
  chooseTomorrowAndAcceptTerms,
  fillCheckoutAddresses,
  quantityOver,
  withBasket,
} from '../fixtures/checkout.ts';
import { loginAs, orderableProduct, placeOrder } from '../fixtures/orders.ts';

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
/** The billing email fillCheckoutAddresses gives every order: where its mails go. */
const BILLING_EMAIL = 'accounts@portman.example.test';
const CONFIRMING = 'We are confirming your payment…';

const money = (pounds: number) => formatPence(poundsToPence(pounds));

function orderRow(page: Page, orderId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderId }) });
}

/** Fills the built-in provider's hosted card page and presses Pay. */
async function payOnCardPage(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.getByText(/test/i).first()).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Venue');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

/** A basket over the £200 minimum, the checkout filled in, ready for a payment button. */
async function atFilledCheckout(page: Page, request: APIRequestContext): Promise<void> {
  const product = await orderableProduct(request);
  await withBasket(page, [{ product, quantity: quantityOver(product.price, 200) }]);
  await page.goto('/checkout');
  await fillCheckoutAddresses(page);
  await chooseTomorrowAndAcceptTerms(page);
}

/** The order number at the end of the success page's address. */
function orderIdOf(page: Page): string {
  const match = /\/order-success\/(W1-\d+)$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`Not an order success page: ${page.url()}`);
  return match[1];
}

/** The mail to `recipient` whose subject names the payment of `orderId`, once the webhook sent it. */
async function paymentMail(request: APIRequestContext, recipient: string, orderId: string) {
  type Mail = {
    subject: string;
    text: string;
    attachments: Array<{ filename: string; content_type: string }>;
  };
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(recipient)}&limit=200`);
      const mails = (await response.json()) as Mail[];
      found = mails.find((mail) => mail.subject === `Payment received: your W1 Wholesale order ${orderId}`);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

async function currentUser(request: APIRequestContext, token: string): Promise<User> {
  const response = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as User;
}

test('a card purchase with 4242 lands on the success page, shows Paid and mails the invoice', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'card-pay' });
  await asSignedIn(page, account.token);
  await atFilledCheckout(page, request);

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await payOnCardPage(page, SUCCEEDS);

  await expect(page).toHaveURL(/\/order-success\/W1-\d+$/);
  const orderId = orderIdOf(page);
  // The webhook arrives a moment later; the page waits for the server's word rather than assuming it.
  await expect(page.getByText(`Your invoice has been sent to ${BILLING_EMAIL}`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(CONFIRMING)).toHaveCount(0);
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');

  await page.getByRole('link', { name: 'See all orders' }).click();
  const row = orderRow(page, orderId);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText('Processing', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Make payment for ${orderId}` })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Invoice for ${orderId} (opens in a new tab)` })).toBeVisible();

  const mail = await paymentMail(request, BILLING_EMAIL, orderId);
  expect(mail.attachments).toEqual([
    expect.objectContaining({ content_type: 'application/pdf', filename: expect.stringContaining(orderId) }),
  ]);
});

test('a declined card says so on the payment page; giving up lands on /cancel with the order still to pay', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'card-declined' });
  await asSignedIn(page, account.token);
  await atFilledCheckout(page, request);

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await payOnCardPage(page, DECLINED);
  await expect(page.getByRole('alert')).toContainText('declined');
  // Still on the card page, where another card can be tried.
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.getByRole('button', { name: /^Pay £/ })).toBeVisible();

  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole('heading', { name: 'There seems to be an error' })).toBeVisible();
  await expect(page.getByText('The payment was not successful.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to your orders' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Pending' });
  await expect(row.getByRole('button', { name: /^Make payment for W1-\d+$/ })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);
});

test('a payment link from checkout is paid by someone else, and the customer sees the order paid', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request, { prefix: 'card-link' });
  await asSignedIn(page, account.token);
  await atFilledCheckout(page, request);

  await page.getByRole('button', { name: 'Send payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the payment link' });
  await expect(dialog).toBeVisible();
  const link = (await dialog.getByText(/\/pay\//).textContent())?.trim() ?? '';
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[^/]+$/);
  await expect(dialog.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
  const orderId = /order (W1-\d+)/.exec((await dialog.textContent()) ?? '')?.[1] ?? '';
  expect(orderId).toMatch(/^W1-\d+$/);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('The payment link has been copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await dialog.getByRole('button', { name: 'Done, see my orders' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/orders$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
  await expect(
    orderRow(page, orderId).getByRole('button', { name: `Share link for ${orderId}` }),
  ).toBeVisible();

  // Whoever has the link pays, in a browser of their own that is not signed in to the shop.
  const payer = await browser.newContext();
  try {
    const payerPage = await payer.newPage();
    await payerPage.goto(link);
    await payOnCardPage(payerPage, SUCCEEDS);
    // Not signed in: the generic success page, which names no order.
    await expect(payerPage.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
    await expect(payerPage.getByText(orderId)).toHaveCount(0);
  } finally {
    await payer.close();
  }

  await expect(async () => {
    await page.reload();
    await expect(orderRow(page, orderId).getByText('Paid', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    orderRow(page, orderId).getByRole('button', { name: `Share link for ${orderId}` }),
  ).toHaveCount(0);
});

test('a pay-later customer pays an outstanding invoice by card, and the credit comes back', async ({
  page,
  request,
}) => {
  // The demo credit account is shared by every run on this database: this order is paid at once.
  const buyer = await loginAs(request, 'credit@example.com', 'password123');
  const { order } = await placeOrder(request, buyer, { payLater: true });
  expect(order.status).toBe('outstanding');
  const totalPence = poundsToPence(order.total);
  await asSignedIn(page, buyer.token);

  await page.goto('/customer-dashboard/orders');
  const row = orderRow(page, order.order_id);
  await expect(row.getByText('Outstanding', { exact: true })).toBeVisible();
  const before = await currentUser(request, buyer.token);
  await row.getByRole('button', { name: `Make payment for ${order.order_id}` }).click();
  await expect(page.getByRole('button', { name: `Pay ${money(order.total)}` })).toBeVisible();
  await payOnCardPage(page, SUCCEEDS);

  await expect(page).toHaveURL(new RegExp(`/order-success/${order.order_id}$`));
  await expect(page.getByText(`Your invoice has been sent to ${buyer.email}`)).toBeVisible({
    timeout: 20_000,
  });
  const after = await currentUser(request, buyer.token);
  // This payment gives back exactly its total. (Other specs place pay-later orders on this shared
  // account too; one landing in these few seconds would show here, so they each place only one.)
  expect(after.pay_later_credit).toBe(before.pay_later_credit - totalPence);

  await page.goto('/customer-dashboard/profile');
  const credit = page.getByRole('region', { name: 'Pay later credit' });
  await expect(
    credit.getByText('Available credit', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(formatPence(after.pay_later_credit_limit - after.pay_later_credit));

  await page.goto('/customer-dashboard/orders');
  await expect(orderRow(page, order.order_id).getByText('Paid', { exact: true })).toBeVisible();
  await paymentMail(request, buyer.email, order.order_id);
});
