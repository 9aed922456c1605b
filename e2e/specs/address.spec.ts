import { expect, type Page, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';

async function fillBilling(page: Page): Promise<void> {
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Company name').fill('The Crown Ltd');
  await billing.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('12 Marylebone Lane');
  await billing.getByLabel('City').fill('London');
  await billing.getByLabel('Postcode').fill('W1U 2QA');
}

test('a buyer adds an address, is stopped outside the zone, and updates it', async ({ page, request }) => {
  const account = await createAccount(request, { prefix: 'address' });
  await asSignedIn(page, account.token);

  await page.goto('/customer-dashboard/addresses');
  await expect(page.getByText("You don't have an address yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/add-address$/);

  await fillBilling(page);
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await shipping.getByLabel('Venue name').fill('The Crown');
  await shipping.getByLabel('Phone').fill('020 7946 0123');
  await shipping.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('1 Oxford Street');
  await shipping.getByLabel('City').fill('London');
  const postcode = shipping.getByLabel('Postcode');
  await postcode.fill('SW1A 1AA');
  await postcode.blur();
  await expect(
    page.getByText(
      'Sorry, we do not deliver in this area yet but we are working hard to be there very soon!',
    ),
  ).toBeVisible();
  await expect(postcode).toHaveValue('');

  await postcode.fill('w1d 3qu');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/addresses$/);
  await expect(page.getByText('Your address has been added.').first()).toBeVisible();
  await expect(page.getByText('The Crown Ltd')).toBeVisible();
  await expect(page.getByText('W1D 3QU')).toBeVisible();

  await page.reload();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/update-address\/\d+$/);
  await page
    .getByRole('group', { name: 'Shipping address' })
    .getByLabel('Venue name')
    .fill('The Crown & Anchor');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/addresses$/);
  await expect(page.getByText('Your address has been updated.').first()).toBeVisible();
  await expect(page.getByText('The Crown & Anchor')).toBeVisible();

  // One address per user: the server refuses a second.
  const second = await request.post('/api/address', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      user_id: account.id,
      address: {
        billing_company_name: 'X',
        billing_line1: '1 Road',
        billing_city: 'London',
        billing_postcode: 'W1U 1AA',
        company_name: 'X',
        phone: '020 7946 0000',
        line1: '1 Road',
        city: 'London',
        postcode: 'W1U 1AA',
      },
    },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toBe('You cannot add more than one address.');
});
