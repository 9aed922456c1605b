import { expect, type Page, test } from '@playwright/test';
import { DeliveryDaysResponse } from '../../src/domain/schemas/delivery.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { checkoutGroup, openCheckoutOverMinimum } from '../fixtures/checkout.ts';
import { loginAs } from '../fixtures/orders.ts';

// The day after tomorrow's evening and night slots: the other specs order for tomorrow, so closing
// and filling these changes nothing for them. Put back after the tests.
// One worker runs the file, so the exceptions are set once and removed after the last test.
test.describe.configure({ mode: 'serial' });

let dayAfter = '';
let adminToken = '';

test.beforeAll(async ({ request }) => {
  adminToken = (await loginAs(request, 'admin@example.com', 'password123')).token;
  const buyer = await createAccount(request, { prefix: 'promises-setup' });
  const days = DeliveryDaysResponse.parse(
    await (
      await request.get('/api/delivery-days', { headers: { authorization: `Bearer ${buyer.token}` } })
    ).json(),
  );
  dayAfter = days.days[2]?.date ?? '';
  const headers = { authorization: `Bearer ${adminToken}` };
  const exception = { closed: false, cutoff_days_before: null, cutoff_time: null, capacity: null };
  for (const body of [
    { ...exception, date: dayAfter, slot: 'night', capacity: 0 },
    { ...exception, date: dayAfter, slot: 'evening', closed: true },
  ]) {
    const response = await request.put('/api/admin/delivery-settings/days', { headers, data: body });
    expect(response.status()).toBe(200);
  }
});

test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  for (const slot of ['night', 'evening']) {
    await request.delete(`/api/admin/delivery-settings/days?date=${dayAfter}&slot=${slot}`, { headers });
  }
});

async function expectPromises(page: Page) {
  await expect(page.getByTestId('order-countdown').first()).toHaveText(/^Order in .+ for \S+ morning$/);
  const delivery = checkoutGroup(page, 'Delivery');
  await delivery.getByRole('radio', { name: /^Day after tomorrow/ }).check();
  const time = delivery.getByLabel('Delivery time');
  await expect(time.locator('option', { hasText: 'Night 8pm-12am (full)' })).toBeDisabled();
  await expect(time.locator('option', { hasText: 'Evening 4pm-8pm (closed)' })).toBeDisabled();
  await expect(time.locator('option', { hasText: /^Morning 8am-12pm$/ })).toBeEnabled();
  await time.selectOption('morning');
  await expect(time).toHaveValue('morning');
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px: the countdown shows, a full and a closed slot cannot be chosen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const account = await createAccount(request, { prefix: `promises-${viewport.width}` });
    await asSignedIn(page, account.token);
    await openCheckoutOverMinimum(page, request);
    await expectPromises(page);
  });
}

test('staff see the slots and the closed day on the Delivery slots page', async ({ page }) => {
  await asSignedIn(page, adminToken);
  await page.goto('/admin/delivery-slots');
  await expect(page.getByRole('heading', { name: 'Delivery slots', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Morning 8am-12pm' })).toBeVisible();
  await expect(page.getByText(`${dayAfter} Evening 4pm-8pm: Closed`)).toBeVisible();
});
