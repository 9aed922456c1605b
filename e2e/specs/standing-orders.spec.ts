import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { quantityOver, withBasket } from '../fixtures/checkout.ts';

const WIDTHS = [375, 1440] as const;

/** The venue's delivery address, in the zone: every delivery of a standing order goes there. */
const ADDRESS = {
  billing_company_name: 'Standing Bar Ltd',
  billing_name: 'Robin Accounts',
  billing_email: 'accounts@venue.test',
  billing_phone: '020 7946 0002',
  billing_line1: '2 Harley Street',
  billing_line2: '',
  billing_city: 'London',
  billing_postcode: 'W1G 9QD',
  company_name: 'The Standing Bar',
  phone: '020 7946 0001',
  line1: '1 Marylebone High Street',
  line2: '',
  city: 'London',
  postcode: 'W1U 4AA',
};

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 800 : 900 } });

    test('a venue makes a standing order from its basket, sees its next deliveries and skips one', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `standing-${width}` });
      const saved = await page.request.post('/api/address', {
        data: { user_id: account.id, address: ADDRESS },
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(saved.status()).toBe(201);
      const product = await findProduct(page.request, (candidate) => candidate.price >= 5);
      await withBasket(page, [{ product, quantity: quantityOver(product.price, 200) }]);
      await asSignedIn(page, account.token);

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Make this a standing order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make a standing order' });
      await dialog.getByRole('button', { name: 'Make standing order' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please give the standing order a name.');
      await dialog.getByLabel('Name').fill('Weekday bar order');
      await dialog.getByRole('button', { name: 'Make standing order' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please choose at least one day of the week.');
      await dialog.getByRole('checkbox', { name: 'Tuesday' }).check();
      await dialog.getByRole('checkbox', { name: 'Friday' }).check();
      await dialog.getByLabel('Delivery slot').selectOption('morning');
      // A new account has no pay later: card is the one way to pay, each order waiting for payment.
      await expect(dialog.getByRole('radio', { name: /^Pay later/ })).toHaveCount(0);
      await expect(dialog.getByRole('radio', { name: /^Card/ })).toBeChecked();
      await dialog.getByRole('button', { name: 'Make standing order' }).click();
      await expect(page.getByText('Made your standing order “Weekday bar order”.')).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.goto('/standing-orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeVisible();
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Weekday bar order' }) });
      await expect(card.getByText('Tue and Fri, Morning 8am-12pm · Card')).toBeVisible();
      await expect(card.getByText(`${quantityOver(product.price, 200)} × ${product.name}`)).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Next deliveries' })).toBeVisible();
      const skips = card.getByRole('button', { name: /^Skip (Tuesday|Friday) / });
      // Six deliveries are shown; one whose order is already being placed has no Skip.
      await expect(skips.first()).toBeVisible();
      const open = await skips.count();
      expect(open).toBeGreaterThanOrEqual(5);
      const first = (await skips.first().getAttribute('aria-label'))?.replace(/^Skip /, '') ?? '';
      await skips.first().click();
      await expect(card.getByRole('button', { name: `Unskip ${first}` })).toBeVisible();
      await expect(card.getByText('Skipped')).toHaveCount(1);
      await expect(card.getByRole('button', { name: /^Skip (Tuesday|Friday) / })).toHaveCount(open - 1);
    });
  });
}
