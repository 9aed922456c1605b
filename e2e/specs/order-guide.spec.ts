import { expect, type Page, test } from '@playwright/test';
import type { ProductPage, ProductSummary } from '../../src/domain/schemas/catalogue.ts';
import { asSignedIn, createAccount } from '../fixtures/account.ts';
import { violations } from '../fixtures/axe.ts';
import { placeOrder } from '../fixtures/orders.ts';

const WIDTHS = [375, 1440] as const;

/** Five products of a few pounds each from the demo catalogue's first pages, plenty in stock. */
async function fiveProducts(page: Page, query = 'page=1'): Promise<ProductSummary[]> {
  const { data } = (await (await page.request.get(`/api/products?${query}`)).json()) as ProductPage;
  const picked = data
    .filter((product) => product.price >= 5 && product.price <= 60)
    .filter((product) => product.stock_level === null || product.stock_level === 'in_stock')
    .slice(0, 5);
  if (picked.length < 5) throw new Error('Not five orderable products on the first page');
  return picked;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 800 : 900 } });

    test('a venue opens its guide, fills five quantities by keyboard only, adds them and reaches checkout', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `guide-${width}` });
      const products = await fiveProducts(page);
      for (const product of products) await placeOrder(page.request, account, { product });
      await asSignedIn(page, account.token);

      await page.goto('/order-guide');
      await expect(page.getByRole('heading', { level: 1, name: 'Order guide' })).toBeVisible();
      for (const product of products) {
        await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
      }
      await expect(page.getByText(/^Last ordered \d+ on /).first()).toBeVisible();

      expect(await violations(page)).toEqual([]);

      // Keyboard only from here: the filter, down into the quantities, up again, Tab to 'Add all'.
      await page.getByLabel('Filter your guide').focus();
      for (const [index] of products.entries()) {
        await page.keyboard.press('ArrowDown');
        await page.keyboard.type(String(10 + index));
      }
      for (const _ of products) await page.keyboard.press('ArrowUp');
      await expect(page.getByLabel('Filter your guide')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Add all (5)' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Added 5 products to your basket.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to basket' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/cart$/);
      // Each ordered once, so the latest first: the guide lists them the other way round.
      for (const [index, product] of [...products].reverse().entries()) {
        await expect(page.getByLabel(`Quantity of ${product.name}`, { exact: true })).toHaveValue(
          String(10 + index),
        );
      }
      const proceed = page.getByRole('button', { name: /^Proceed to checkout/ });
      await proceed.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout$/);
    });

    test('typing a filter and Enter in one quantity adds only that row', async ({ page }) => {
      const account = await createAccount(page.request, { prefix: `guide-one-${width}` });
      const [first, second] = await fiveProducts(page);
      if (!first || !second) throw new Error('No products');
      await placeOrder(page.request, account, { product: first });
      await placeOrder(page.request, account, { product: second });
      await asSignedIn(page, account.token);

      await page.goto('/order-guide');
      const filter = page.getByLabel('Filter your guide');
      await filter.focus();
      await page.keyboard.type(second.order_code);
      await expect(page.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Added 1 product to your basket.')).toBeVisible();
      const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
      expect(basket.map((line: { id: number; quantity: number }) => [line.id, line.quantity])).toEqual([
        [second.id, 3],
      ]);
    });

    test('a product added from its page shows on the guide, and can be taken off again', async ({ page }) => {
      const account = await createAccount(page.request, { prefix: `guide-add-${width}` });
      const [product] = await fiveProducts(page);
      if (!product) throw new Error('No products');
      await asSignedIn(page, account.token);

      await page.goto('/order-guide');
      await expect(page.getByText('Your order guide is empty.')).toBeVisible();
      // Nothing to count on an empty guide, so no stock take is offered.
      await expect(page.getByRole('link', { name: 'Stock take' })).toHaveCount(0);
      await page.goto(`/product/details/${product.slug}`);
      const toggle = page.getByRole('button', { name: 'Add to order guide' });
      await toggle.click();
      await expect(page.getByRole('button', { name: 'On your order guide' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Pressed shows at once; leaving the page is safe once the server has it.
      await expect(page.getByText('Added to your order guide.')).toBeVisible();
      await page.goto('/order-guide');
      await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
      await expect(page.getByText('Added by you')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Stock take' })).toBeVisible();

      await page.getByText('Options').click();
      await page.getByRole('button', { name: `Remove ${product.name}` }).click();
      await expect(page.getByText('Your order guide is empty.')).toBeVisible();
    });

    test('a product added from its card shows on the guide', async ({ page }) => {
      const account = await createAccount(page.request, { prefix: `guide-card-${width}` });
      await asSignedIn(page, account.token);
      await page.goto('/');
      const firstToggle = page.getByRole('button', { name: /^Order guide: / }).first();
      const label = (await firstToggle.getAttribute('aria-label')) ?? '';
      const name = label.replace(/^Order guide: /, '');
      // The home page's rows load one after another, so "the first toggle" can become another
      // product's between two steps: from here on the toggle is found by its product's name.
      const toggle = page.getByRole('button', { name: label, exact: true }).first();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      // Pressed at once, even while the venue's guide is still loading: the press is kept and sent
      // once the guide has loaded.
      await toggle.focus();
      await page.keyboard.press('Enter');
      // A product can show on the home page twice (two carousels): both cards press together.
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Added to your order guide.')).toBeVisible();
      await page.goto('/order-guide');
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    });

    test('a venue moves a row by keyboard, heard by a screen reader, kept on reload; renames and deletes a heading', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `guide-move-${width}` });
      // Products added by hand stand by id until the venue moves them.
      const [first, second, third] = (await fiveProducts(page)).slice(0, 3).sort((a, b) => a.id - b.id);
      if (!first || !second || !third) throw new Error('No products');
      for (const product of [first, second, third]) {
        const added = await page.request.post('/api/order-guide/items', {
          data: { product_id: product.id },
          headers: { authorization: `Bearer ${account.token}` },
        });
        expect(added.ok()).toBe(true);
      }
      await asSignedIn(page, account.token);
      await page.goto('/order-guide');
      const names = () => page.locator('[data-guide-row] a[href^="/product/details/"]').allInnerTexts();
      await expect.poll(names).toEqual([first.name, second.name, third.name]);

      await page.getByRole('button', { name: `Move ${first.name}`, exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByText(`Moved ${first.name} to place 2 of 3.`)).toBeAttached();
      await expect.poll(names).toEqual([second.name, first.name, third.name]);
      await expect(page.getByRole('button', { name: `Move ${first.name}`, exact: true })).toBeFocused();
      // Alt and an arrow in a quantity box move its row too.
      await page.getByLabel(`Quantity of ${third.name}`, { exact: true }).focus();
      await page.keyboard.press('Alt+ArrowUp');
      await expect.poll(names).toEqual([second.name, third.name, first.name]);
      await page.reload();
      await expect.poll(names).toEqual([second.name, third.name, first.name]);

      // A heading made on one row, renamed, then deleted: the products stay.
      const row = page.locator(`[data-guide-row="${third.id}"]`);
      await row.getByText('Options', { exact: false }).click();
      await row.getByLabel('Heading').fill('Bar');
      await row.getByRole('button', { name: 'Save heading' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Bar' })).toBeVisible();
      await page.getByText('Your headings (1)').click();
      await page.getByLabel('Rename “Bar”').fill('Back bar');
      await page.getByRole('button', { name: 'Rename Bar' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Back bar' })).toBeVisible();
      await page.getByRole('button', { name: 'Delete heading Back bar' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Back bar' })).toHaveCount(0);
      await expect.poll(names).toHaveLength(3);
      expect(await violations(page)).toEqual([]);
    });

    test("the 'free from' filter keeps only products declared free, and stays in the URL", async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `guide-free-${width}` });
      const [free] = await fiveProducts(page, 'free_from=gluten');
      const notFree = (await fiveProducts(page)).find((product) => product.allergens.gluten !== 'free');
      if (!free || !notFree) throw new Error('No products');
      for (const product of [free, notFree]) await placeOrder(page.request, account, { product });
      await asSignedIn(page, account.token);
      await page.goto('/order-guide');
      await expect(page.getByRole('link', { name: notFree.name, exact: true })).toBeVisible();

      await page.getByText('Free from', { exact: true }).click();
      await page.getByRole('checkbox', { name: 'Cereals containing gluten' }).check();
      await expect(page).toHaveURL(/free_from=gluten/);
      await expect(page.getByRole('link', { name: notFree.name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: free.name, exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('link', { name: notFree.name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: free.name, exact: true })).toBeVisible();
      await page.getByRole('checkbox', { name: 'Milk' }).check();
      if (free.allergens.milk !== 'free') {
        await expect(
          page.getByText('Nothing on your guide is declared free from all the allergens you chose.'),
        ).toBeVisible();
      }
    });

    test('a venue pastes a ten-line list with two unsure lines, resolves them and adds them to the basket', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `quick-${width}` });
      const [coded] = await fiveProducts(page);
      if (!coded) throw new Error('No products');
      await asSignedIn(page, account.token);
      await page.goto('/quick-order');
      await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

      const list = [
        `${coded.order_code} 4`,
        '12 x lemons',
        '2 limes',
        '3 cases diet cola',
        'ginger beer 2',
        '6 cola',
        'tomatoes 2',
        'still spring water 5',
        '1 x soda water',
        '4 cases coke zero and unicorn tears',
      ];
      await page.getByLabel('Or paste a list, one product a line').fill(list.join('\n'));
      await page.getByRole('button', { name: 'Match lines' }).click();
      await expect(page.getByRole('heading', { name: 'Check your lines' })).toBeVisible();
      await expect(page.getByText('7 ready · 2 to choose · 1 not found')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      // Adding before choosing is refused: nothing goes in until each unsure line is settled.
      await page.getByRole('button', { name: 'Add 7 lines to basket' }).click();
      await expect(page.getByRole('alert')).toContainText('Please choose a product for each line');
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

      const unsure = page.locator('[data-review-line="unsure"]');
      await expect(unsure).toHaveCount(2);
      for (const index of [0, 1]) {
        const choices = unsure.nth(index).getByRole('radio');
        expect(await choices.count()).toBeGreaterThanOrEqual(2);
        await choices.first().focus();
        await page.keyboard.press('Space');
      }
      await expect(page.getByText('9 ready · 1 not found')).toBeVisible();
      await page.getByRole('button', { name: 'Add 9 lines to basket' }).click();
      await expect(page.getByText('Added 9 products to your basket.')).toBeVisible();
      const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
      expect(basket).toHaveLength(9);
      expect(basket.find((line: { id: number }) => line.id === coded.id)?.quantity).toBe(4);

      // Typing: a code and a quantity, Enter, and the line waits to be confirmed like a pasted one.
      await page.getByLabel('Order code or product name').fill(coded.order_code.toLowerCase());
      await page.getByLabel('Quantity', { exact: true }).first().fill('2');
      await page.keyboard.press('Enter');
      await expect(page.getByText('1 ready')).toBeVisible();
      await expect(page.getByLabel('Order code or product name')).toBeFocused();
      await page.getByRole('button', { name: 'Add 1 line to basket' }).click();
      await expect(page.getByText('Added 1 product to your basket.')).toBeVisible();
      const after = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
      expect(after.find((line: { id: number }) => line.id === coded.id)?.quantity).toBe(6);
    });
  });
}
