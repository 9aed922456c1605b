import { expect, type Page, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { placeOrder } from '../fixtures/orders.ts';
import { asReturningGuest } from '../fixtures/visitor.ts';

/**
 * Fails every GET of `path` (its query string aside) while `failing()` says so, the way a dropped
 * connection does; the shop's own retry of the first failure fails too.
 */
async function failWhile(page: Page, path: string, failing: () => boolean, how: 'abort' | 500 = 'abort') {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'GET' || !failing()) return route.fallback();
      if (how === 'abort') return route.abort('internetdisconnected');
      return route.fulfill({ status: 500, json: { message: 'Server Error', errors: {} } });
    },
  );
}

test('orders that fail to load say so with Retry, never "no orders", and Retry shows them', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'orders-retry' });
  const { order_id: orderId } = await placeOrder(request, account);
  await asSignedIn(page, account.token);
  let failing = true;
  await failWhile(page, '/api/myorders', () => failing);

  await page.goto('/customer-dashboard/orders');
  await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't load your orders.");
  await expect(page.getByText("You don't have any orders yet.")).toHaveCount(0);
  // The side menu shows no count rather than a 0.
  await expect(page.getByRole('link', { name: 'Orders (0)' })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(orderId) })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Orders (1)' })).toBeVisible();
});

test('order details that fail to load offer Retry instead of "Order not found"', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'details-retry' });
  const { order_id: orderId } = await placeOrder(request, account);
  await asSignedIn(page, account.token);
  let failing = true;
  await failWhile(page, '/api/myorders', () => failing, 500);

  await page.goto(`/customer-dashboard/orders/details/${orderId}`);
  await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't load this order.");
  await expect(page.getByText('Order not found')).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Payment status')).toBeVisible();
});

test('a wishlist that fails to load offers Retry instead of saying it is empty', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'wishlist-retry' });
  await asSignedIn(page, account.token);
  let failing = true;
  await failWhile(page, '/api/wishlist', () => failing);

  await page.goto('/customer-dashboard/wishlist');
  await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't load your wishlist.");
  await expect(page.getByText("You don't have any items on your wishlist yet.")).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText("You don't have any items on your wishlist yet.")).toBeVisible();
});

test('a network failure loading the account keeps the customer signed in', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Sam Signedin', prefix: 'user-offline' });
  await asSignedIn(page, account.token);
  let failing = true;
  await failWhile(page, '/api/user', () => failing);

  await page.goto('/customer-dashboard/orders');
  await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't load your account.");
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(account.token);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The checkout still knows a signed-in customer: no detour to sign-up.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);

  // Back online, Retry brings the account and its orders.
  await page.goto('/customer-dashboard/orders');
  await expect(page.getByRole('alert')).toHaveText("Sorry, we couldn't load your account.");
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
  await expect(page.getByText('Sam Signedin')).toBeVisible();
});

test('a catalogue that fails to load keeps the spec’s text and offers Retry', async ({ page }) => {
  await asReturningGuest(page);
  let failing = true;
  await failWhile(page, '/api/products', () => failing, 500);

  await page.goto('/categories/drinks');
  await expect(page.getByRole('alert')).toHaveText("Sorry! Can't load data, Server error happened!");
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});
