import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { deliveryDayOptions } from '../../src/domain/delivery.ts';
import { PAY_LATER_OVER_MAXIMUM } from '../../src/domain/pay-later.ts';
import { QUANTITY_NOT_WHOLE } from '../../src/domain/quantity.ts';
import type { Order } from '../../src/domain/schemas/order.ts';
import { asSignedIn, createAccount, type E2eAccount } from '../fixtures/account.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import {
  checkoutGroup,
  chooseTomorrowAndAcceptTerms,
  fillCheckoutAddresses,
  openCheckoutOverMinimum,
  quantityOver,
  withBasket,
} from '../fixtures/checkout.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

const ZONE_ERROR = 'The postcode is out of our delivery zone.';

async function signedInCustomer(page: Page, request: APIRequestContext, prefix: string) {
  const account = await createAccount(request, { prefix });
  await asSignedIn(page, account.token);
  return account;
}

async function ordersOf(request: APIRequestContext, account: E2eAccount): Promise<Order[]> {
  const response = await request.get(`/api/myorders?user_id=${account.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return (await response.json()) as Order[];
}

/** Approves pay later for the account through the admin API, with `limitPence` of credit. */
async function approvePayLater(request: APIRequestContext, account: E2eAccount, limitPence: number) {
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const response = await request.put(`/api/admin/credit/accounts/${account.id}`, {
    data: { pay_later: true, pay_later_credit_limit: limitPence },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(200);
}

test('a billing address outside W1 is taken at checkout and kept on the order', async ({ page, request }) => {
  const account = await signedInCustomer(page, request, 'billing-w8');
  await openCheckoutOverMinimum(page, request);
  const billing = checkoutGroup(page, 'Billing address');
  await billing.getByLabel('Full name').fill('Robin Venue');
  await billing.getByLabel('Company name').fill('Kensington Accounts Ltd');
  await billing.getByLabel('Phone').fill('020 7946 0100');
  await billing.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('1 Church Street');
  await billing.getByLabel('City').fill('London');
  await billing.getByLabel('Postcode').fill('W8 4PT');
  const shipping = checkoutGroup(page, 'Shipping address');
  await shipping.getByLabel('Venue name').fill('The Portman Arms');
  await shipping.getByLabel('Phone').fill('020 7946 0101');
  await shipping.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('12 Portman Square');
  await shipping.getByLabel('City').fill('London');
  await shipping.getByLabel('Postcode').fill('W1H 6LP');
  await chooseTomorrowAndAcceptTerms(page);
  await expect(page.getByText(ZONE_ERROR)).toHaveCount(0);

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  const [order] = await ordersOf(request, account);
  expect(order?.shipping_info).toMatchObject({ billing_postcode: 'W8 4PT', postcode: 'W1H 6LP' });
});

test('Enter in a checkout box pays by card, as the form’s first button', async ({ page, request }) => {
  await signedInCustomer(page, request, 'checkout-enter');
  await openCheckoutOverMinimum(page, request);
  await fillCheckoutAddresses(page);
  await chooseTomorrowAndAcceptTerms(page);
  await checkoutGroup(page, 'Billing address').getByLabel('City').press('Enter');
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
});

test('a failed address request at checkout shows an error with Retry, never the no-address notice', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request, 'checkout-retry');
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/address',
    async (route) => {
      if (failing) await route.fulfill({ status: 500, json: { message: 'Boom', errors: {} } });
      else await route.continue();
    },
  );
  await openCheckoutOverMinimum(page, request);
  const alert = page.getByRole('alert').filter({ hasText: 'Sorry, we could not load your saved address.' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('There is no default address linked to your account yet.')).toHaveCount(0);
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(checkoutGroup(page, 'Billing address')).toBeVisible();
  await expect(page.getByText('There is no default address linked to your account yet.')).toBeVisible();
});

test.describe('a browser in Tokyo with its clock months out', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('is offered the London days of the server’s clock', async ({ page, request }) => {
    await signedInCustomer(page, request, 'checkout-tokyo');
    await page.clock.setFixedTime(new Date('2027-03-01T22:30:00Z'));
    await openCheckoutOverMinimum(page, request);
    const offered = deliveryDayOptions(new Date(), false).map((day) => day.date);
    const radios = checkoutGroup(page, 'Delivery').getByRole('radio');
    await expect(radios).toHaveCount(3);
    expect(
      await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(offered);
    await expect(checkoutGroup(page, 'Delivery').getByRole('radio', { name: /^Today/ })).toBeDisabled();
  });
});

test.describe('a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('is offered the London days, and tomorrow’s order is taken', async ({ page, request }) => {
    await signedInCustomer(page, request, 'checkout-new-york');
    await openCheckoutOverMinimum(page, request);
    const offered = deliveryDayOptions(new Date(), false).map((day) => day.date);
    const radios = checkoutGroup(page, 'Delivery').getByRole('radio');
    await expect(radios).toHaveCount(3);
    expect(
      await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(offered);
    await fillCheckoutAddresses(page);
    await chooseTomorrowAndAcceptTerms(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  });
});

test('an order over £2,000 with VAT is told so, not that the credit is used up', async ({
  page,
  request,
}) => {
  const account = await signedInCustomer(page, request, 'pay-later-2000');
  await approvePayLater(request, account, 2000_00);
  // £1,700 to £1,800 of goods: under £2,000 before VAT, over it with VAT.
  const product = await findProduct(request, (candidate) => candidate.price >= 20 && candidate.price <= 60);
  await withBasket(page, [{ product, quantity: quantityOver(product.price, 1700) }]);
  await page.goto('/checkout');
  await expect(page.getByText('Credit limit')).toBeVisible();
  await expect(page.getByText(PAY_LATER_OVER_MAXIMUM).first()).toBeVisible();
  await expect(page.getByText(/cannot have more than £2,000 in credit/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay Later' })).toBeDisabled();
});

test('a quantity box refuses "2.5" and "-3" with a message and keeps the last good quantity', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (candidate) => candidate.price >= 5);
  await page.addInitScript(() => {
    window.localStorage.setItem('new user', 'false');
    window.localStorage.setItem('address', 'W1U');
  });
  await withBasket(page, [{ product, quantity: 2 }]);
  await page.goto('/cart');
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
  for (const typed of ['2.5', '-3']) {
    await quantity.fill('');
    await quantity.pressSequentially(typed);
    await expect(quantity).toHaveValue(typed);
    await expect(page.getByText(`${QUANTITY_NOT_WHOLE} The quantity stays at 2.`)).toBeVisible();
    await quantity.blur();
    await expect(quantity).toHaveValue('2');
  }
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'));
  expect(stored[0].quantity).toBe(2);
});

test('the address book drops a stale zone error for a postcode typed with a leading space, and saves', async ({
  page,
  request,
}) => {
  await signedInCustomer(page, request, 'address-space');
  await page.goto('/customer-dashboard/add-address');
  const billing = page.getByRole('group', { name: 'Billing address', exact: true });
  await billing.getByLabel('Company name').fill('Lovelace Dining Ltd');
  await billing.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('1 Piccadilly');
  await billing.getByLabel('City').fill('Manchester');
  await billing.getByLabel('Postcode').fill('M1 1AA');
  await page.getByRole('checkbox', { name: 'Same as billing address' }).check();
  await expect(page.getByText(ZONE_ERROR)).toBeVisible();

  const shipping = page.getByRole('group', { name: 'Shipping address', exact: true });
  await shipping.getByLabel('Venue name').fill('The Engine Room');
  await shipping.getByLabel('Phone').fill('020 7946 0002');
  await shipping.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('12 Marylebone Lane');
  await shipping.getByLabel('City').fill('London');
  await shipping.getByLabel('Postcode').fill(' W1T 3AB');
  await shipping.getByLabel('Postcode').blur();
  await expect(page.getByText(ZONE_ERROR)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Your address has been added.')).toBeVisible();
});

test('blocked account deletion links to the orders page, where Make payment settles the invoice', async ({
  page,
  request,
}) => {
  const account = await signedInCustomer(page, request, 'delete-blocked');
  await approvePayLater(request, account, 2000_00);
  const { order } = await placeOrder(request, account, { payLater: true });
  await page.goto('/customer-dashboard/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('You have some outstanding invoices')).toBeVisible();
  await page.getByRole('link', { name: 'Pay on the orders page' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/orders$/);
  await expect(page.getByRole('button', { name: `Make payment for ${order.order_id}` })).toBeVisible();
});

test('paying an old order from the orders page leaves the current basket alone', async ({
  page,
  request,
}) => {
  const account = await signedInCustomer(page, request, 'old-order');
  const { order } = await placeOrder(request, account);
  const product = await findProduct(request, (candidate) => candidate.price >= 5);
  // Put in the basket once, as an earlier visit would (withBasket would put it back on every page).
  await page.goto('/customer-dashboard/orders');
  await page.evaluate(
    (cart) => window.localStorage.setItem('cart', cart),
    JSON.stringify([{ ...product, quantity: 3 }]),
  );
  await page.reload();
  await page.getByRole('button', { name: `Make payment for ${order.order_id}` }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Venue');
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order-success/${order.order_id}$`));
  await expect(page.getByText(`Your invoice has been sent to ${account.email}`)).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/cart');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${product.name}` })).toHaveValue('3');
});
