import { expect, test } from '@playwright/test';
import { PO_NUMBER_REQUIRED } from '../../src/domain/order-notes.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import {
  chooseTomorrowAndAcceptTerms,
  fillCheckoutAddresses,
  quantityOver,
  withBasket,
} from '../fixtures/checkout.ts';
import { loginAs } from '../fixtures/orders.ts';

const DELIVERY_NOTES = 'Ring the kitchen bell, side door';
const LINE_NOTE = 'Unwaxed please';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px: a venue requiring a PO number is refused without one, then orders with its PO and notes`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const venue = await createAccount(request, { prefix: `po-${viewport.width}` });
    const admin = await loginAs(request, 'admin@example.com', DEMO_PASSWORD);
    // Pay-later terms, so the order goes out at once and is on tomorrow's run.
    const approved = await request.put(`/api/admin/credit/accounts/${venue.id}`, {
      data: { pay_later: true, pay_later_credit_limit: 200_000 },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(approved.status()).toBe(200);
    const poNumber = `PO-${viewport.width}-${Date.now() % 100_000}`;

    // The venue's own setting, on its profile.
    await asSignedIn(page, venue.token);
    await page.goto('/customer-dashboard/profile/edit');
    await page.getByLabel('Phone').fill('020 7946 0188');
    await page.getByRole('checkbox', { name: 'Require a PO number on every order' }).check();
    await expect(
      page.getByText(
        'Checkout then asks for your purchase-order number and will not place an order without one.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();

    // Checkout without a PO number: refused, with the reason beside the field.
    const product = await findProduct(request, (candidate) => candidate.price >= 20 && candidate.price <= 60);
    await withBasket(page, [{ product, quantity: quantityOver(product.price, 200) }]);
    await page.goto('/checkout');
    await fillCheckoutAddresses(page);
    await chooseTomorrowAndAcceptTerms(page);
    const notes = page.getByRole('group', { name: 'Purchase order and notes' });
    await expect(
      notes.getByText('Your account is set to: require a po number on every order.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect(page.getByText(PO_NUMBER_REQUIRED)).toBeVisible();
    await expect(notes.getByLabel('PO number')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);

    // With the PO number, delivery notes and a note on the line, it is placed.
    await notes.getByLabel('PO number').fill(poNumber);
    await notes.getByLabel(/^Delivery notes/).fill(DELIVERY_NOTES);
    await page.getByRole('button', { name: `Add a note for ${product.name}` }).click();
    const lineNote = page.getByLabel(`Note for ${product.name}`);
    await expect(lineNote).toBeFocused();
    await lineNote.fill(LINE_NOTE);
    // Kept through a reload, as every other checkout field is.
    await page.reload();
    await expect(notes.getByLabel('PO number')).toHaveValue(poNumber);
    await expect(page.getByLabel(`Note for ${product.name}`)).toHaveValue(LINE_NOTE);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect(page).toHaveURL(/\/order-success\/W1-\d{6}$/);
    const orderId = page.url().split('/').pop() ?? '';
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // The venue's order page shows them.
    await page.goto(`/customer-dashboard/orders/details/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByText(poNumber)).toBeVisible();
    await expect(page.getByText(DELIVERY_NOTES)).toBeVisible();
    await expect(page.getByText(`Note: ${LINE_NOTE}`)).toBeVisible();

    // Staff see them on the delivery run screen.
    const order = (await (
      await request.get(`/api/myorders?user_id=${venue.id}`, {
        headers: { authorization: `Bearer ${venue.token}` },
      })
    ).json()) as Array<{ order_id: string; shipping_info: { deliveryDay: string } }>;
    const placed = order.find((candidate) => candidate.order_id === orderId);
    expect(placed).toBeTruthy();
    await asSignedIn(page, admin.token);
    await page.goto(`/admin/delivery-runs?day=${placed?.shipping_info.deliveryDay}`);
    const drop = page.getByRole('row').filter({ hasText: orderId });
    await expect(drop.getByText(`PO number: ${poNumber}`)).toBeVisible();
    await expect(drop.getByText(`Delivery: ${DELIVERY_NOTES}`)).toBeVisible();
    await expect(drop.getByText(`${product.name}: ${LINE_NOTE}`)).toBeVisible();
  });
}
