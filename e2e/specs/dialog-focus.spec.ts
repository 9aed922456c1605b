import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { DECLINED, payOnCardPage } from '../fixtures/card-page.ts';
import { placeOrder } from '../fixtures/orders.ts';
import { asReturningGuest } from '../fixtures/visitor.ts';

// Dialogs that open from state (no Radix trigger) hand focus back to the control that opened them.

test('on a phone, Escape closes the menu and the basket with focus back on their buttons', async ({
  page,
}) => {
  await asReturningGuest(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(openMenu).toBeFocused();

  const basket = page.getByRole('button', { name: /^Open basket/ });
  await basket.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Your basket/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(basket).toBeFocused();
});

test('Share link gives focus back to itself; a declined card puts the payer back in the card number', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { prefix: 'dialog-focus' });
  const { order } = await placeOrder(request, account);
  await asSignedIn(page, account.token);
  await page.goto('/customer-dashboard/orders');

  const share = page.getByRole('button', { name: `Share link for ${order.order_id}` });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Share the payment link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(share).toBeFocused();

  await page.getByRole('button', { name: `Make payment for ${order.order_id}` }).click();
  await payOnCardPage(page, DECLINED);
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toBeFocused();
});
