import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import {
  checkoutGroup,
  chooseTomorrowAndAcceptTerms,
  fillCheckoutAddresses,
  openCheckoutOverMinimum,
  quantityOver,
  withBasket,
} from '../fixtures/checkout.ts';
import { loginAs } from '../fixtures/orders.ts';

const MISSING = 'Something is missing, please check all the fields.';
const ZONE_ALERT = 'Sorry, we do not deliver in this area yet but we are working hard to be there very soon!';
const ZONE_ERROR = 'The postcode is out of our delivery zone.';

test('a guest pressing Proceed to checkout goes to sign-up', async ({ page, request }) => {
  const product = await findProduct(request, (candidate) => candidate.price >= 5);
  await page.addInitScript(() => {
    window.localStorage.setItem('new user', 'false');
    window.localStorage.setItem('address', 'W1U');
  });
  await withBasket(page, [{ product, quantity: quantityOver(product.price, 200) }]);
  await page.goto('/cart');
  await page.getByRole('button', { name: /^Proceed to checkout/ }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/sign-up$/);
});

test.describe('a new customer at checkout', () => {
  test.beforeEach(async ({ page, request }) => {
    const account = await createAccount(request, { prefix: 'checkout' });
    await asSignedIn(page, account.token);
  });

  test('cannot pick today as a non-member, and sees the no-address notice', async ({ page, request }) => {
    await openCheckoutOverMinimum(page, request);
    await expect(page).toHaveTitle(/^Checkout/);
    await expect(page.getByText('There is no default address linked to your account yet.')).toBeVisible();
    const delivery = checkoutGroup(page, 'Delivery');
    await expect(delivery.getByRole('radio', { name: /^Today/ })).toBeDisabled();
    await expect(delivery.getByText('Same-day delivery is for members only.')).toBeVisible();
    await expect(delivery.getByRole('radio', { name: /^Tomorrow/ })).toBeEnabled();
  });

  test('below £200 shows the minimum warning and keeps the buttons disabled', async ({ page, request }) => {
    const product = await findProduct(request, (candidate) => candidate.price >= 5 && candidate.price < 150);
    await withBasket(page, [{ product, quantity: 1 }]);
    await page.goto('/cart');
    const proceed = page.getByRole('button', { name: /^Proceed to checkout/ });
    await expect(proceed).toBeDisabled();
    await expect(page.getByText(/The minimum order value is £200 excluding VAT/)).toBeVisible();

    await page.goto('/checkout');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await expect(page.getByText('The minimum order value is £200', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay by card' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send payment link' })).toBeDisabled();
  });

  test('names the missing fields with the banner, and alerts and clears an out-of-zone postcode', async ({
    page,
    request,
  }) => {
    await openCheckoutOverMinimum(page, request);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page.getByText(MISSING)).toBeVisible();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(8);

    const postcode = checkoutGroup(page, 'Shipping address').getByLabel('Postcode');
    await postcode.fill('SW1A 1AA');
    await postcode.blur();
    await expect(page.getByText(ZONE_ALERT)).toBeVisible();
    await expect(postcode).toHaveValue('');
  });

  test("refuses an out-of-zone billing postcode with 'Same as billing address'", async ({
    page,
    request,
  }) => {
    await openCheckoutOverMinimum(page, request);
    await fillCheckoutAddresses(page);
    await page.getByRole('checkbox', { name: 'Same as billing address' }).uncheck();
    await checkoutGroup(page, 'Billing address').getByLabel('Postcode').fill('M1 1AA');
    await page.getByRole('checkbox', { name: 'Same as billing address' }).check();
    const shippingPostcode = checkoutGroup(page, 'Shipping address').getByLabel('Postcode');
    await expect(shippingPostcode).toHaveValue('M1 1AA');
    await expect(checkoutGroup(page, 'Shipping address').getByText(ZONE_ERROR)).toBeVisible();
    await expect(shippingPostcode).toHaveAttribute('aria-invalid', 'true');
  });

  test('keeps the addresses, the same-as-billing tick and the delivery across a reload, but not the terms', async ({
    page,
    request,
  }) => {
    await openCheckoutOverMinimum(page, request);
    await fillCheckoutAddresses(page);
    await chooseTomorrowAndAcceptTerms(page);
    await page.reload();
    const billing = checkoutGroup(page, 'Billing address');
    await expect(billing.getByLabel('Company name')).toHaveValue('Portman Inns Ltd');
    await expect(billing.getByLabel('Postcode')).toHaveValue('W1H 6LP');
    await expect(checkoutGroup(page, 'Shipping address').getByLabel('Postcode')).toHaveValue('W1H 6LP');
    await expect(page.getByRole('checkbox', { name: 'Same as billing address' })).toBeChecked();
    await expect(checkoutGroup(page, 'Delivery').getByRole('radio', { name: /^Tomorrow/ })).toBeChecked();
    await expect(page.getByLabel('Delivery time')).toHaveValue('morning');
    await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
  });

  test('a stale basket price gets the server’s figures, then the card order goes to the payment page', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => candidate.price >= 5 && candidate.price <= 60);
    const quantity = quantityOver(product.price, 200);
    // The basket remembers a price the catalogue no longer has.
    await withBasket(page, [{ product: { ...product, price: product.price + 1 }, quantity }]);
    await page.goto('/checkout');
    await fillCheckoutAddresses(page);
    await chooseTomorrowAndAcceptTerms(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page.getByText(/Some prices or totals in your basket are out of date/)).toBeVisible();

    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/pay\/[^/]+$/);
    // Not paid yet: the basket is kept, at today's price, until the success page.
    await page.goto('/cart');
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${product.name}` })).toHaveValue(
      String(quantity),
    );
  });
});

test('a member sees the list price struck through in the basket', async ({ page, request }) => {
  const member = await loginAs(request, 'member@example.com', 'password123');
  const product = await findProduct(
    request,
    (candidate) => candidate.special_price > 0 && candidate.special_price < candidate.price,
  );
  await asSignedIn(page, member.token);
  await withBasket(page, [{ product, quantity: 1 }]);
  await page.goto('/cart');
  const listPrice = `£${product.price.toFixed(2)}`;
  await expect(page.locator('s', { hasText: `List price ${listPrice}` }).first()).toBeVisible();
  await expect(page.getByText(`£${product.special_price.toFixed(2)}`).first()).toBeVisible();
});

test('a pay-later customer orders from the catalogue through checkout to the success page', async ({
  page,
  request,
}) => {
  // The demo credit account's £2,000 is shared by every test run on this database: one small order.
  const buyer = await loginAs(request, 'credit@example.com', 'password123');
  const product = await findProduct(request, (candidate) => candidate.price >= 20 && candidate.price <= 60);
  await asSignedIn(page, buyer.token);
  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.goto('/cart');
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
  await quantity.fill(String(quantityOver(product.price, 200)));
  await quantity.blur();
  await page.getByRole('button', { name: /^Proceed to checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await expect(page.getByText('Credit limit')).toBeVisible();
  await fillCheckoutAddresses(page);
  await chooseTomorrowAndAcceptTerms(page);
  await page.getByRole('button', { name: 'Pay Later' }).click();
  await expect(page).toHaveURL(/\/order-success\/W1-\d{6}$/);
});

for (const width of [375, 1440]) {
  test(`the checkout at ${width} px fits, has no serious accessibility violations and works by keyboard`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await createAccount(request, { prefix: 'checkout-a11y' });
    await asSignedIn(page, account.token);
    await openCheckoutOverMinimum(page, request);
    await expect(checkoutGroup(page, 'Delivery')).toBeVisible();

    // Tick the terms and press Pay by card from the keyboard alone: the errors then show.
    const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pay by card' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(MISSING)).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
