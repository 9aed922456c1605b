import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatPence, poundsToPence } from '../../src/domain/money.ts';
import type { ProductPage, ProductSummary } from '../../src/domain/schemas/catalogue.ts';
import { asSignedIn, createAccount, type E2eAccount } from '../fixtures/account.ts';
import { violations } from '../fixtures/axe.ts';

const WIDTHS = [375, 1440] as const;
/** Where the screenshots of these screens go, to be looked at. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Three products of a few pounds from the demo catalogue's first page, packs of several first. */
async function threeProducts(request: APIRequestContext): Promise<ProductSummary[]> {
  const { data } = (await (await request.get('/api/products?page=1')).json()) as ProductPage;
  const picked = data
    .filter((product) => product.price >= 5 && product.price <= 60)
    .sort((a, b) => b.pack.count - a.pack.count)
    .slice(0, 3);
  if (picked.length < 3) throw new Error('Not three orderable products on the first page');
  return picked;
}

async function putOnGuide(request: APIRequestContext, account: E2eAccount, products: ProductSummary[]) {
  for (const product of products) {
    const response = await request.post('/api/order-guide/items', {
      data: { product_id: product.id },
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(response.status()).toBe(200);
  }
}

type CartLine = { id: number; quantity: number };
const basketOf = (page: Page): Promise<CartLine[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 800 : 900 } });

    test('a venue does a stock count on the big keys and orders the proposal', async ({ page }) => {
      const account = await createAccount(page.request, { prefix: `stock-${width}` });
      const products = await threeProducts(page.request);
      await putOnGuide(page.request, account, products);
      const byName = new Map(products.map((product) => [product.name, product]));
      await asSignedIn(page, account.token);

      await page.goto('/order-guide');
      await page.getByRole('link', { name: 'Stock take' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Stock take' })).toBeVisible();

      // Par and count of each product; the second is at par, so it is not proposed.
      const counts: Array<[number, number]> = [
        [30, 5],
        [12, 12],
        [7, 0],
      ];
      const expected = new Map<number, number>();
      for (const [index, [par, count]] of counts.entries()) {
        await expect(page.getByText(`Product ${index + 1} of 3`)).toBeVisible();
        const name =
          (await page
            .getByRole('region', { name: 'Stock take' })
            .getByRole('heading', { level: 2 })
            .textContent()) ?? '';
        const product = byName.get(name);
        if (!product) throw new Error(`Not one of the three: ${name}`);
        // A product without a par starts on its par.
        await expect(page.getByLabel(/^Par of /)).toBeFocused();
        if (width < 500) {
          // One thumb: the big keys, the count field tapped in between.
          for (const digit of String(par))
            await page.getByRole('button', { name: digit, exact: true }).click();
          await page.getByLabel(/^Count today of /).click();
          for (const digit of String(count))
            await page.getByRole('button', { name: digit, exact: true }).click();
        } else {
          // Keyboard only: type, Tab to the count, type, Enter.
          await page.keyboard.type(String(par));
          await page.keyboard.press('Tab');
          await expect(page.getByLabel(/^Count today of /)).toBeFocused();
          await page.keyboard.type(String(count));
        }
        const packs = Math.ceil(Math.max(0, par - count) / product.pack.count);
        if (packs > 0) expected.set(product.id, packs);
        await expect(
          page.getByText(packs === 0 ? 'At or above par: nothing to order.' : /^Proposed: /),
        ).toBeVisible();
        if (index === 0) {
          expect(await violations(page)).toEqual([]);
          await shot(page, `stock-take-step-${width}`);
        }
        if (width < 500) await page.getByRole('button', { name: /^Save and (next|see the order)$/ }).click();
        else await page.keyboard.press('Enter');

        if (index === 1) {
          // Nothing is lost on reload: the walk goes on at the first product not counted today.
          await expect(page.getByText('Product 3 of 3')).toBeVisible();
          await page.reload();
          await expect(page.getByText('Product 3 of 3')).toBeVisible();
        }
      }

      await expect(page.getByRole('heading', { name: 'Proposed order' })).toBeVisible();
      await expect(page.getByText('3 products with a par counted today.', { exact: false })).toBeVisible();
      // Each line priced as the basket will price it (this venue is no member: list prices).
      let totalPence = 0;
      for (const [productId, packs] of expected) {
        const product = products.find((candidate) => candidate.id === productId);
        if (!product) throw new Error(`No product ${productId}`);
        const linePence = poundsToPence(product.price) * packs;
        totalPence += linePence;
        const line = page.getByRole('listitem').filter({ hasText: product.name });
        await expect(line).toContainText(`${packs} ${packs === 1 ? 'pack' : 'packs'}`);
        await expect(line).toContainText(`${formatPence(poundsToPence(product.price))} each`);
        await expect(line).toContainText(`Line total ${formatPence(linePence)}`);
      }
      await expect(page.getByText('Total excluding VAT').locator('..')).toContainText(
        formatPence(totalPence),
      );
      expect(await violations(page)).toEqual([]);
      await shot(page, `stock-take-proposal-${width}`);
      expect(await basketOf(page)).toEqual([]);

      await page.getByRole('button', { name: `Add ${expected.size} products to basket` }).click();
      await expect(page.getByText(`Added ${expected.size} products to your basket.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to basket' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cart$/);
      expect((await basketOf(page)).map((line) => [line.id, line.quantity])).toEqual([...expected.entries()]);

      // The guide shows the par and today's count.
      await page.goto('/order-guide');
      await expect(page.getByText('Par 30 · counted 5 today')).toBeVisible();
    });

    test('a venue saves its basket, loads it (added and in place of the basket), renames and deletes it', async ({
      page,
    }) => {
      const account = await createAccount(page.request, { prefix: `saved-${width}` });
      const [first, second] = await threeProducts(page.request);
      if (!first || !second) throw new Error('No products');
      await asSignedIn(page, account.token);
      await page.goto('/');
      await page.evaluate(
        (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
        [
          { ...first, quantity: 3 },
          { ...second, quantity: 1 },
        ],
      );

      await page.goto('/saved-baskets');
      await expect(page.getByText('You have no saved baskets yet.')).toBeVisible();
      await shot(page, `saved-baskets-empty-${width}`);

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Save basket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save your basket' });
      await dialog.getByLabel('Name').fill('Friday bar order');
      expect(await violations(page)).toEqual([]);
      await shot(page, `save-basket-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Save basket' }).click();
      await expect(page.getByText('Saved your basket as “Friday bar order”.')).toBeVisible();
      await expect(dialog).toBeHidden();

      // A second basket of the same name, in another case, is refused by the field.
      await page.getByRole('button', { name: 'Save basket' }).click();
      await dialog.getByLabel('Name').fill('friday BAR order');
      await dialog.getByRole('button', { name: 'Save basket' }).click();
      await expect(dialog.getByText('You already have a saved basket with this name.')).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Saved baskets' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Saved baskets' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Friday bar order' })).toBeVisible();
      await expect(page.getByText(/^2 products · 4 items · saved /)).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await shot(page, `saved-baskets-${width}`);

      // Added: each quantity on top of the basket's.
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      expect((await basketOf(page)).map((line) => [line.id, line.quantity])).toEqual([
        [first.id, 6],
        [second.id, 2],
      ]);

      // In place of the basket: just what was saved.
      await page.goto('/saved-baskets');
      await page.getByRole('button', { name: 'Replace basket' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      expect((await basketOf(page)).map((line) => [line.id, line.quantity])).toEqual([
        [first.id, 3],
        [second.id, 1],
      ]);
      await expect(page.getByLabel(`Quantity of ${first.name}`, { exact: true })).toHaveValue('3');

      // Renamed, then deleted, from the account menu's way in.
      await page.goto('/saved-baskets');
      await page.getByRole('button', { name: 'Rename Friday bar order' }).click();
      await page.getByLabel('New name for Friday bar order').fill('Friday bar');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Friday bar' })).toBeVisible();
      await page.getByRole('button', { name: 'Delete Friday bar' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete saved basket' }).click();
      await expect(page.getByText('You have no saved baskets yet.')).toBeVisible();
    });
  });
}
