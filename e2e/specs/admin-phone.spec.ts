import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_SELLER_EMAIL } from '../../src/server/db/seed/demo-accounts.ts';
import { ADMIN_LINKS, SELLER_LINKS } from '../../src/web/app/back-office/back-office-links.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

// A phone in portrait: the back office's wide tables must scroll inside their own box, never the page.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Opens `path`, waits for its heading and for every list on it to finish loading, and says how many
 * pixels the page is wider than the screen (0 when it fits).
 */
async function overflowAt(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every path's overflow, so one failure names all the pages that scroll sideways. */
async function overflows(page: Page, paths: readonly string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const path of paths) found[path] = await overflowAt(page, path);
  return found;
}

function fitting(paths: readonly string[]): Record<string, number> {
  return Object.fromEntries(paths.map((path) => [path, 0]));
}

test('every admin page fits a 390 px phone without sideways scrolling', async ({ page, request }) => {
  test.slow();
  // An order of its own, so the orders, order, customer and delivery run pages have rows to show.
  const customer = await createAccount(request, { prefix: 'admin-phone' });
  const { order } = await placeOrder(request, customer);
  const product = await findProduct(request, () => true);
  const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
  await asSignedIn(page, admin.token);

  const paths = [
    ...ADMIN_LINKS.map((link) => link.to),
    `/admin/orders/${order.id}`,
    `/admin/delivery-runs?day=${order.shipping_info.deliveryDay}`,
    `/admin/customers/${customer.id}`,
    '/admin/products/new',
    `/admin/products/${product.id}`,
  ];
  expect(await overflows(page, paths)).toEqual(fitting(paths));
});

test('every seller page fits a 390 px phone without sideways scrolling', async ({ page, request }) => {
  const seller = await loginAs(request, DEMO_SELLER_EMAIL, DEMO_PASSWORD);
  const response = await request.get('/api/seller/products', {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  const own = (await response.json()) as { data: Array<{ id: number }> };
  const first = own.data[0];
  if (!first) throw new Error('The demo seller has no products.');
  // An order of one of the seller's products, so their orders page has a line to show.
  const customer = await createAccount(request, { prefix: 'seller-phone' });
  await placeOrder(request, customer, {
    product: await findProduct(request, (found) => found.id === first.id),
  });
  await asSignedIn(page, seller.token);

  const paths = [
    ...SELLER_LINKS.map((link) => link.to),
    '/seller/products/new',
    `/seller/products/${first.id}`,
  ];
  expect(await overflows(page, paths)).toEqual(fitting(paths));
});

test('the back-office menu shows every link on a 390 px phone, none scrolled out of sight', async ({
  page,
  request,
}) => {
  const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
  await asSignedIn(page, admin.token);
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Back office' });
  for (const link of ADMIN_LINKS) {
    await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeInViewport({ ratio: 1 });
  }
});
