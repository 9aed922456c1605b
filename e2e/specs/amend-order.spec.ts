import { expect, test } from '@playwright/test';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import { payDifferenceLabel, payDifferenceText } from '../../src/domain/order-amendment.ts';
import { priceOrder } from '../../src/domain/pricing.ts';
import type { ProductSummary } from '../../src/domain/schemas/catalogue.ts';
import { DeliveryDaysResponse } from '../../src/domain/schemas/delivery.ts';
import type { NewOrderResponse } from '../../src/domain/schemas/order.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { payOnCardPage, SUCCEEDS } from '../fixtures/card-page.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { withBasket } from '../fixtures/checkout.ts';
import { loginAs, newOrderBody, orderableProduct } from '../fixtures/orders.ts';

const WIDTHS = [375, 1440] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a non-member pays for these lines, with VAT, as the server prices them. */
function totalOf(lines: Array<{ product: ProductSummary; quantity: number }>): number {
  return priceOrder(
    lines.map(({ product, quantity }) => ({
      listPence: poundsToPence(product.price),
      memberPence: poundsToPence(product.special_price),
      quantity,
      vatRatePercent: product.vat_rate,
    })),
    false,
  ).totals.totalPence;
}

for (const width of WIDTHS) {
  test(`a customer changes an order before its cut-off and sees the new total (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await createAccount(request, { prefix: `amend-${width}` });
    const auth = { authorization: `Bearer ${account.token}` };
    const product = await orderableProduct(request);
    const extra = await findProduct(
      request,
      (candidate) => candidate.id !== product.id && candidate.price >= 5,
    );
    // A product from the catalogue, found by its name in the change view's search.
    const searched = await findProduct(
      request,
      (candidate) =>
        candidate.id !== product.id &&
        candidate.id !== extra.id &&
        candidate.price >= 5 &&
        candidate.stock_level !== 'out_of_stock',
    );
    const body = newOrderBody(account, product);
    const placed = await request.post('/api/myorders', { data: body, headers: auth });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as NewOrderResponse;
    const quantity = order.order_items[0]?.quantity ?? 0;

    await withBasket(page, [{ product: extra, quantity: 1 }]);
    await asSignedIn(page, account.token);
    await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
    await expect(
      page.getByText(/^You can change this order until \d{1,2}:\d{2}[ap]m on \w+ \d{1,2} \w+\.$/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Change order' }).click();

    const editor = page.getByRole('region', { name: `Change order ${order.order_id}` });
    await editor.getByRole('spinbutton', { name: product.name, exact: true }).fill(String(quantity + 1));
    await editor.getByRole('button', { name: `Add ${extra.name}` }).click();
    const search = editor.getByRole('combobox', { name: 'Add a product from the catalogue' });
    await search.fill(searched.name);
    await editor
      .getByRole('listbox', { name: `Products matching ${searched.name}` })
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(searched.name)}`) })
      .click();
    await expect(editor.getByRole('spinbutton', { name: searched.name, exact: true })).toHaveValue('1');
    await expect(search).toHaveValue('');
    await editor.getByRole('button', { name: 'Review changes' }).click();

    const before = poundsToPence(order.total);
    const after = totalOf([
      { product, quantity: quantity + 1 },
      { product: extra, quantity: 1 },
      { product: searched, quantity: 1 },
    ]);
    const review = editor.getByRole('status');
    await expect(review).toContainText(`New total ${formatPence(after)} (was ${formatPence(before)})`);
    await expect(review).toContainText(`${formatPence(after - before)} more than before.`);
    await expect(review).toContainText('You pay the new total when you pay for the order.');
    await editor.getByRole('button', { name: 'Confirm changes' }).click();

    await expect(page.getByText('Your order has been changed.')).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(
      page.getByText(`Order changed: 3 lines, total ${formatPence(after)} (was ${formatPence(before)})`),
    ).toBeVisible();
    await expect(page.getByText(formatPence(after)).first()).toBeVisible();
  });
}

test.describe('an order past its cut-off', () => {
  let adminToken = '';
  let tomorrow = '';

  test.afterAll(async ({ request }) => {
    if (!adminToken || !tomorrow) return;
    await request.delete(`/api/admin/delivery-settings/days?date=${tomorrow}&slot=afternoon`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
  });

  test('shows no Change action, and the server refuses the change', async ({ page, request }) => {
    const account = await createAccount(request, { prefix: 'amend-closed' });
    const auth = { authorization: `Bearer ${account.token}` };
    const days = DeliveryDaysResponse.parse(
      await (await request.get('/api/delivery-days', { headers: auth })).json(),
    );
    tomorrow = days.days[1]?.date ?? '';
    // Tomorrow afternoon: the other specs order for the morning, so closing it changes nothing for them.
    const body = newOrderBody(account, await orderableProduct(request));
    body.shipping_info.deliveryTime = 'afternoon';
    const placed = await request.post('/api/myorders', { data: body, headers: auth });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as NewOrderResponse;

    // Staff move the slot's cut-off to the start of today: the order's cut-off has passed.
    adminToken = (await loginAs(request, 'admin@example.com', 'password123')).token;
    const closed = await request.put('/api/admin/delivery-settings/days', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        date: tomorrow,
        slot: 'afternoon',
        closed: false,
        cutoff_days_before: 1,
        cutoff_time: '00:00',
        capacity: null,
      },
    });
    expect(closed.status()).toBe(200);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await asSignedIn(page, account.token);
      await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
      await expect(page.getByRole('heading', { name: `Order ${order.order_id}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change order' })).toHaveCount(0);
      await expect(page.getByText(/You can change this order until/)).toHaveCount(0);
    }

    const refused = await request.post(`/api/myorders/${order.order_id}/amend`, {
      headers: auth,
      data: { order_items: [{ id: order.order_items[0]?.product_id, quantity: 99 }] },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe(
      'Changes to this order have closed: its slot’s cut-off has passed. Please contact us to change it.',
    );
  });
});

test('a paid card order costs more after a change: the difference is paid on the payment page, then the new total shows', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await createAccount(request, { prefix: 'amend-paid' });
  const auth = { authorization: `Bearer ${account.token}` };
  const product = await orderableProduct(request);
  const placed = await request.post('/api/myorders', { data: newOrderBody(account, product), headers: auth });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as NewOrderResponse;
  const quantity = order.order_items[0]?.quantity ?? 0;
  const checkout = await request.post('/api/checkout', {
    data: { order_id: order.order_id, email: account.email },
    headers: auth,
  });
  expect(checkout.status()).toBe(200);
  await page.goto((await checkout.json()).url as string);
  await payOnCardPage(page, SUCCEEDS);
  await page.waitForURL(/order-success/);

  await asSignedIn(page, account.token);
  await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
  await page.getByRole('button', { name: 'Change order' }).click();
  const editor = page.getByRole('region', { name: `Change order ${order.order_id}` });
  await editor.getByRole('spinbutton', { name: product.name, exact: true }).fill(String(quantity + 1));
  await editor.getByRole('button', { name: 'Review changes' }).click();
  const before = poundsToPence(order.total);
  const after = totalOf([{ product, quantity: quantity + 1 }]);
  await expect(editor.getByRole('status')).toContainText(payDifferenceText(after - before));
  await editor.getByRole('button', { name: payDifferenceLabel(after - before) }).click();

  await expect(page.getByText(`Change to order ${order.order_id}`)).toBeVisible();
  // Left unpaid, the order page says the change waits for its difference and offers its page again.
  await page.goto(`/customer-dashboard/orders/details/${order.order_id}`);
  await expect(
    page.getByText(`A change to this order is waiting for payment of ${formatPence(after - before)}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Pay ${formatPence(after - before)} by card` }).click();
  await expect(page.getByText(`Change to order ${order.order_id}`)).toBeVisible();
  await payOnCardPage(page, SUCCEEDS);
  await page.waitForURL(new RegExp(`/customer-dashboard/orders/details/${order.order_id}$`));
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByText(`Order changed: 1 line, total ${formatPence(after)} (was ${formatPence(before)})`),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/A change to this order is waiting/)).toHaveCount(0);
});
