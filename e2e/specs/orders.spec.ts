import { expect, type Page, test } from '@playwright/test';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import type { Order } from '../../src/domain/schemas/order.ts';
import { pdfText } from '../../src/server/test/pdf-text.ts';
import { asSignedIn, createAccount, latestMailTo } from '../fixtures/account.ts';
import { expectBasketCount } from '../fixtures/basket.ts';
import { loginAs, placeOrder } from '../fixtures/orders.ts';

const money = (pounds: number) => formatPence(poundsToPence(pounds));

function orderRow(page: Page, orderId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderId }) });
}

test('a placed order shows in the table with its badge, its details add up, and it can be cancelled', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'orders-table' });
  const { order } = await placeOrder(request, account);
  await asSignedIn(page, account.token);

  // The header's Recall order leads to the orders table, where each row can be recalled.
  await page.goto('/');
  await page.getByRole('link', { name: 'Recall order' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/orders$/);
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders (1)' }),
  ).toBeVisible();

  const row = orderRow(page, order.order_id);
  await expect(row.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText(money(order.total));
  await expect(row.getByRole('button', { name: `Recall order ${order.order_id}` })).toBeVisible();

  await row.getByRole('link', { name: `Details of order ${order.order_id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` })).toBeVisible();
  const items = page.getByRole('table', { name: 'Items in this order' });
  const line = order.order_items[0];
  if (!line) throw new Error('The order has no lines');
  await expect(items.getByRole('row', { name: new RegExp(line.title) })).toContainText(
    money(line.price * line.quantity),
  );
  await expect(items.getByRole('row', { name: /Subtotal/ })).toContainText(money(order.sub_total));
  await expect(items.getByRole('row', { name: /Shipping/ })).toContainText('Included');
  await expect(items.getByRole('row', { name: /VAT \(20%\)/ })).toContainText(money(order.tax));
  await expect(items.getByRole('row', { name: /^Total/ })).toContainText(money(order.total));
  await expect(page.getByText('Morning 8am-12pm')).toBeVisible();

  await page.getByRole('link', { name: 'Back to orders' }).click();
  await orderRow(page, order.order_id)
    .getByRole('button', { name: `Cancel order ${order.order_id}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel your order?' });
  await expect(dialog.getByText("You won't be able to revert this.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(orderRow(page, order.order_id)).toHaveCount(0);

  const listed = await request.get(`/api/myorders?user_id=${account.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const [cancelled] = (await listed.json()) as Order[];
  expect(cancelled?.status).toBe('cancelled');

  // Reloaded, the order is back as Cancelled, with nothing left to pay or cancel.
  await page.reload();
  const again = orderRow(page, order.order_id);
  await expect(again.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: /Cancel order|Make payment/ })).toHaveCount(0);
});

test('Make payment goes to the order’s payment page, and a recalled order becomes the basket', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'orders-recall' });
  const { order } = await placeOrder(request, account);
  const line = order.order_items[0];
  if (!line) throw new Error('The order has no lines');
  await asSignedIn(page, account.token);

  await page.goto('/customer-dashboard/orders');
  await orderRow(page, order.order_id)
    .getByRole('button', { name: `Make payment for ${order.order_id}` })
    .click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.goto('/customer-dashboard/orders');

  await orderRow(page, order.order_id)
    .getByRole('button', { name: `Recall order ${order.order_id}` })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: line.title }).first()).toBeVisible();
  await expectBasketCount(page, line.quantity);
  const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'));
  expect(cart).toEqual([expect.objectContaining({ id: line.product_id, quantity: line.quantity })]);
});

test('a pay-later order lands on its success page, with the invoice PDF and the confirmation mail', async ({
  page,
  request,
}) => {
  // The demo account with pay-later credit: one pay-later order per run keeps it under its limit.
  const buyer = await loginAs(request, 'credit@example.com', 'password123');
  const { order } = await placeOrder(request, buyer, { payLater: true });
  expect(order.status).toBe('outstanding');
  await asSignedIn(page, buyer.token);
  await page.addInitScript(() => {
    if (window.localStorage.getItem('cart') === null) {
      window.localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 1, slug: 'x', name: 'Left over', images: [], price: 1, special_price: 1, quantity: 2 },
        ]),
      );
    }
  });

  await page.goto(`/order-success/${order.order_id}`);
  await expect(page.getByText(`Your invoice has been sent to ${buyer.email}`)).toBeVisible();
  await expect(page.getByText(order.order_id, { exact: true })).toBeVisible();
  // The order was not placed from this basket (the checkout empties it when it places one), so it stays.
  const kept = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '[]'));
  expect(kept).toEqual([expect.objectContaining({ name: 'Left over', quantity: 2 })]);

  const invoice = page.getByRole('link', { name: /Invoice/ });
  const href = await invoice.getAttribute('href');
  expect(href).toMatch(new RegExp(`/download/invoice/${order.order_id}\\?`));
  // The link opens a new tab that asks for the invoice: Chromium shows the PDF there, its headless
  // shell downloads it and leaves the tab blank, so the tab's request is what both show.
  const invoicePath = `/download/invoice/${order.order_id}`;
  const [tab, asked] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (request) => request.url().includes(invoicePath)),
    invoice.click(),
  ]);
  expect(asked.frame().page()).toBe(tab);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdfText(bytes)).toContain(money(order.total));

  const mail = await latestMailTo(request, buyer.email);
  expect(mail.subject).toContain(order.order_id);
  expect(mail.text).toContain(money(order.total));

  await page.getByRole('link', { name: 'See all orders' }).click();
  const row = orderRow(page, order.order_id);
  await expect(row.getByText('Outstanding', { exact: true })).toBeVisible();
  await expect(
    row.getByRole('link', { name: `Invoice for ${order.order_id} (opens in a new tab)` }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel order ${order.order_id}` })).toHaveCount(0);
});

test("an order id that is not the customer's is refused; the open payment pages speak for themselves", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'orders-invalid' });
  await asSignedIn(page, account.token);
  await page.goto('/order-success/W1-999999');
  await expect(page.getByRole('heading', { name: 'Your order Id is invalid' })).toBeVisible();

  await page.goto('/customer-dashboard/orders');
  await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
  await page.goto('/customer-dashboard/orders/details/W1-999999');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to orders' })).toBeVisible();

  await page.goto('/cancel');
  await expect(page.getByRole('heading', { name: 'There seems to be an error' })).toBeVisible();
  await expect(page.getByText('The payment was not successful.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to basket' })).toHaveAttribute('href', '/cart');
});

test('a signed-out visitor on an order success page sees the generic one', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('new user', 'false'));
  await page.goto('/order-success/W1-000001');
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your payment' })).toBeVisible();
});

test('on a phone the orders are cards that fit the screen, and every action is reached by keyboard', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'orders-phone' });
  const { order } = await placeOrder(request, account);
  await asSignedIn(page, account.token);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/customer-dashboard/orders');
  await expect(page.getByRole('button', { name: 'Total' })).toBeVisible();
  const actions = [
    `Make payment for ${order.order_id}`,
    `Share link for ${order.order_id}`,
    `Cancel order ${order.order_id}`,
    `Details of order ${order.order_id}`,
    `Recall order ${order.order_id}`,
  ];
  for (const name of actions)
    await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Tab from the sort strip through the card's actions, in the order they show.
  await page.getByRole('button', { name: 'Status' }).focus();
  const reached: string[] = [];
  for (let step = 0; step < actions.length; step++) {
    await page.keyboard.press('Tab');
    reached.push((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '');
  }
  expect(reached).toEqual(actions);
});
