import { expect, type Page, test } from '@playwright/test';
import { deliveryDayOptions } from '../../src/domain/delivery.ts';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import type { NewOrderResponse, Order } from '../../src/domain/schemas/order.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { payOnCardPage, SUCCEEDS } from '../fixtures/card-page.ts';
import { loginAs, newOrderBody, orderableProduct, placeOrder } from '../fixtures/orders.ts';

const money = (pounds: number) => formatPence(poundsToPence(pounds));

function orderRow(page: Page, orderId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderId }) });
}

test('a customer cancels a paid order more than 24 hours before its slot and sees the refund', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'cancel-paid' });
  const auth = { authorization: `Bearer ${account.token}` };
  // The day after tomorrow, in the evening: well over 24 hours away, whatever the time now.
  const later = deliveryDayOptions(new Date(), false)[2];
  if (!later) throw new Error('No delivery day after tomorrow');
  const body = newOrderBody(account, await orderableProduct(request));
  body.shipping_info.deliveryDay = later.date;
  body.shipping_info.deliveryTime = 'evening';
  const placed = await request.post('/api/myorders', { data: body, headers: auth });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as NewOrderResponse;

  const checkout = await request.post('/api/checkout', {
    data: { order_id: order.order_id, email: account.email },
    headers: auth,
  });
  const { url } = (await checkout.json()) as { url: string };
  await asSignedIn(page, account.token);
  await page.goto(url);
  await payOnCardPage(page, SUCCEEDS);
  await expect(page).toHaveURL(new RegExp(`/order-success/${order.order_id}$`));
  await expect
    .poll(async () => {
      const listed = await request.get(`/api/myorders?user_id=${account.id}`, { headers: auth });
      return ((await listed.json()) as Order[])[0]?.payment_status;
    })
    .toBe('paid');

  await page.goto('/customer-dashboard/orders');
  const row = orderRow(page, order.order_id);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Cancel order ${order.order_id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to cancel your order?' });
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();

  await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
  const cancellation = page.getByRole('region', { name: 'Cancellation and refunds' });
  await expect(cancellation).toContainText(`${money(order.total)} refunded to the card you paid with.`);
  await expect(cancellation).toContainText('Cancelled.');
  await expect(page.getByText('Card', { exact: false }).first()).toBeVisible();

  const shots = process.env.SCREENSHOTS_DIR;
  if (shots) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.screenshot({ path: `${shots}/cancel-paid-order-${width}.png`, fullPage: true });
    }
  }
});

test('staff record a card order paid by bank transfer, and the customer sees it paid', async ({
  browser,
  page,
  request,
}) => {
  const customer = await createAccount(request, { prefix: 'record-payment' });
  const { order } = await placeOrder(request, customer);
  const admin = await loginAs(request, 'admin@example.com', 'password123');
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const adminPage = await desk.newPage();
  await asSignedIn(adminPage, admin.token);
  await adminPage.goto(`/admin/orders/${order.id}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: `Order ${order.order_id}` })).toBeVisible();

  const form = adminPage.getByRole('form', { name: 'Record payment' });
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByText('Please give the payment’s reference.')).toBeVisible();
  await form.getByLabel('Method').selectOption('bank_transfer');
  await form.getByLabel('Reference').fill('BACS 2211');
  const shots = process.env.SCREENSHOTS_DIR;
  if (shots) {
    for (const width of [390, 1366]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await adminPage.screenshot({ path: `${shots}/record-payment-${width}.png`, fullPage: true });
    }
  }
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(adminPage.getByRole('form', { name: 'Record payment' })).toHaveCount(0);
  await expect(adminPage.getByText('Processing', { exact: true }).first()).toBeVisible();
  await desk.close();

  await asSignedIn(page, customer.token);
  await page.goto('/customer-dashboard/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: order.order_id }) });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
});
