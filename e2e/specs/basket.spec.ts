import { expect, test } from '@playwright/test';
import { basketButton, expectBasketCount } from '../fixtures/basket.ts';
import { findProduct } from '../fixtures/catalogue.ts';
import { asReturningGuest } from '../fixtures/visitor.ts';

test.beforeEach(async ({ page }) => {
  await asReturningGuest(page);
});

test('minus at quantity 1 asks before removing the product', async ({ page, request }) => {
  const product = await findProduct(request, () => true);
  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();

  const decrease = page.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  await decrease.click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this item?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expectBasketCount(page, 1);

  await decrease.click();
  await page
    .getByRole('alertdialog', { name: 'Remove this item?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expectBasketCount(page, 0);
  // Focus lands on the button that replaced the stepper, not on <body>.
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeFocused();
});

test('the basket page totals the lines excluding VAT and keeps quantities whole', async ({
  page,
  request,
}) => {
  const first = await findProduct(request, () => true);
  const second = await findProduct(request, (product) => product.id !== first.id);
  await page.goto(`/product/details/${first.slug}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.goto(`/product/details/${second.slug}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();

  await page.goto('/cart');
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${first.name}` });
  await quantity.fill('3');
  await quantity.blur();
  const expected = Math.round(first.price * 100) * 3 + Math.round(second.price * 100);
  await expect(page.getByText('Total excluding VAT')).toBeVisible();
  await expect(
    page.getByText(`£${(expected / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`).first(),
  ).toBeVisible();

  // Not a whole number of at least 1: ignored, the last good quantity stays.
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
  await quantity.fill('2.5');
  await quantity.blur();
  await expect(quantity).toHaveValue('3');
  await expectBasketCount(page, 4);

  await page.getByRole('button', { name: `Remove ${first.name} from basket` }).click();
  await page.getByRole('button', { name: `Remove ${second.name} from basket` }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});

test('the drawer links to the basket page', async ({ page, request }) => {
  const product = await findProduct(request, () => true);
  await page.goto(`/product/details/${product.slug}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await basketButton(page).click();
  await page
    .getByRole('dialog', { name: /^Your basket/ })
    .getByRole('link', { name: 'View basket' })
    .click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
});
