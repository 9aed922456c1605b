import { expect, type Page, test } from '@playwright/test';
import { deliveryDayOptions } from '../../src/domain/delivery.ts';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import type { NewOrderResponse, Order } from '../../src/domain/schemas/order.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { payOnCardPage, SUCCEEDS } from '../fixtures/card-page.ts';
import { newOrderBody, orderableProduct } from '../fixtures/orders.ts';

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
