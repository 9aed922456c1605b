import { expect, test } from '@playwright/test';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { SUCCEEDS } from '../fixtures/card-page.ts';
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

    test('a venue edits a standing order’s products, days and slot, adding one from the catalogue', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `standing-edit-${width}` });
      const auth = { authorization: `Bearer ${account.token}` };
      expect(
        (
          await page.request.post('/api/address', {
            data: { user_id: account.id, address: ADDRESS },
            headers: auth,
          })
        ).status(),
      ).toBe(201);
      const first = await findProduct(page.request, (candidate) => candidate.price >= 5);
      const second = await findProduct(page.request, (candidate) => candidate.id !== first.id);
      const made = await page.request.post('/api/standing-orders', {
        headers: auth,
        data: {
          name: 'Bar order',
          days: [2],
          slot: 'morning',
          payment: 'card',
          lines: [{ product_id: first.id, quantity: 3 }],
        },
      });
      expect(made.status()).toBe(201);
      await asSignedIn(page, account.token);

      await page.goto('/standing-orders');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Bar order' }) });
      await card.getByRole('button', { name: 'Edit “Bar order”' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit “Bar order”' });
      await expect(dialog.getByLabel('Name')).toHaveValue('Bar order');
      await expect(dialog.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();

      // Keyboard: a quantity refused in the box is said beside it, and nothing is sent.
      const quantity = dialog.getByRole('spinbutton', { name: first.name });
      await quantity.fill('0');
      await quantity.press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText('Please correct the quantities marked.');
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await quantity.fill('5');

      await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
      await dialog.getByLabel('Delivery slot').selectOption('afternoon');
      await dialog.getByLabel('Add a product').fill(second.name);
      await expect(dialog.getByText(/products? found\./)).toBeVisible();
      await dialog.getByRole('button', { name: `Add ${second.name}`, exact: true }).click();
      const added = dialog.getByRole('spinbutton', { name: second.name });
      await expect(added).toBeFocused();
      await expect(added).toHaveValue('1');
      await added.fill('2');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Saved your standing order “Bar order”.')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByText('Tue and Thu, Afternoon 12pm-4pm · Card')).toBeVisible();
      await expect(card.getByText(`5 × ${first.name}`)).toBeVisible();
      await expect(card.getByText(`2 × ${second.name}`)).toBeVisible();

      // Removing every product is refused before anything is sent.
      await card.getByRole('button', { name: 'Edit “Bar order”' }).click();
      await dialog.getByRole('button', { name: `Remove ${first.name}` }).click();
      await dialog.getByRole('button', { name: `Remove ${second.name}` }).click();
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please keep at least one product.');
      await page.keyboard.press('Escape');
      await expect(card.getByText(`5 × ${first.name}`)).toBeVisible();
    });

    test('a venue makes a standing order from its order guide, from the rows with a quantity', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `standing-guide-${width}` });
      const auth = { authorization: `Bearer ${account.token}` };
      expect(
        (
          await page.request.post('/api/address', {
            data: { user_id: account.id, address: ADDRESS },
            headers: auth,
          })
        ).status(),
      ).toBe(201);
      const first = await findProduct(page.request, (candidate) => candidate.price >= 5);
      const second = await findProduct(page.request, (candidate) => candidate.id !== first.id);
      for (const product of [first, second]) {
        const response = await page.request.post('/api/order-guide/items', {
          headers: auth,
          data: { product_id: product.id },
        });
        expect(response.ok()).toBe(true);
      }
      await asSignedIn(page, account.token);

      await page.goto('/order-guide');
      await expect(page.getByRole('button', { name: 'Make a standing order', exact: true })).toBeVisible();
      await page.getByLabel(`Quantity of ${second.name}`).fill('4');
      await page.getByRole('button', { name: 'Make a standing order of these (1)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make a standing order' });
      await expect(dialog.getByText(/^This product is ordered/)).toBeVisible();
      await dialog.getByLabel('Name').fill('Guide order');
      await dialog.getByRole('checkbox', { name: 'Wednesday' }).check();
      await dialog.getByRole('button', { name: 'Make standing order' }).click();
      await expect(page.getByText('Made your standing order “Guide order”.')).toBeVisible();

      await page.goto('/standing-orders');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Guide order' }) });
      await expect(card.getByText(`4 × ${second.name}`)).toBeVisible();
      await expect(card.getByText(first.name)).toHaveCount(0);
    });

    test('a venue saves a card for its standing orders on the card page, sees it, and removes it', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `saved-card-${width}` });
      await asSignedIn(page, account.token);

      await page.goto('/standing-orders');
      const panel = page.getByRole('region', { name: 'Card for standing orders' });
      await expect(panel.getByText(/^No card is saved for your standing orders/)).toBeVisible();
      await panel.getByRole('button', { name: 'Save a card' }).click();

      await expect(page).toHaveURL(/\/pay\/[^/]+$/);
      await expect(page.getByRole('heading', { name: 'Save a card' })).toBeVisible();
      await page.getByLabel('Card number').fill(SUCCEEDS);
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByLabel('Name on card').fill('Robin Venue');
      await page.getByRole('button', { name: 'Save card' }).click();

      await expect(page).toHaveURL(/\/standing-orders/);
      await expect(panel.getByText(/•••• 4242, expires 12\/2034\./)).toBeVisible();
      await panel.getByRole('button', { name: 'Remove card' }).click();
      await page
        .getByRole('alertdialog', { name: 'Remove the saved card?' })
        .getByRole('button', { name: 'Remove card' })
        .click();
      await expect(page.getByText('The card was removed.')).toBeVisible();
      await expect(panel.getByText(/^No card is saved for your standing orders/)).toBeVisible();
    });
  });
}
