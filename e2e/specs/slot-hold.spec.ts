import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { checkoutGroup, openCheckoutOverMinimum } from '../fixtures/checkout.ts';

// The day after tomorrow's afternoon: the other specs order for tomorrow or close that day's
// evening and night, and the slot takes any number of drops, so one held place changes nothing for them.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px: a venue holds its slot for 15 minutes, sees until when after a reload, and releases it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const account = await createAccount(request, { prefix: `slot-hold-${viewport.width}` });
    await asSignedIn(page, account.token);
    await openCheckoutOverMinimum(page, request);
    const delivery = checkoutGroup(page, 'Delivery');
    await delivery.getByRole('radio', { name: /^Day after tomorrow/ }).check();
    await delivery.getByLabel('Delivery time').selectOption('afternoon');

    await delivery.getByRole('button', { name: 'Hold this slot for 15 minutes' }).click();
    const held = delivery.getByRole('status').filter({ hasText: 'Slot held until' });
    await expect(held).toHaveText(
      /^Slot held until \d{2}:\d{2} for \w{3} \d{1,2} \w{3}, Afternoon 12pm-4pm$/,
    );
    await expect(delivery.getByRole('button', { name: 'Hold this slot for 15 minutes' })).toHaveCount(0);

    // The hold is the server's: it is still shown after a reload.
    await page.reload();
    await expect(
      checkoutGroup(page, 'Delivery').getByRole('status').filter({ hasText: 'Slot held until' }),
    ).toBeVisible();

    await checkoutGroup(page, 'Delivery').getByRole('button', { name: 'Release the slot' }).click();
    await expect(page.getByText('Slot held until')).toHaveCount(0);
  });
}
