import { expect, test } from '@playwright/test';
import { asReturningGuest } from '../fixtures/visitor.ts';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await asReturningGuest(page);
});

test('on a phone the category filter is collapsed until asked for', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Categories', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Drinks', exact: true })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Drinks', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drinks' })).toBeVisible();
});

test('on a phone the menu opens in a drawer with the account links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the catalogue fits a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const [path, heading] of [
  ['/categories/drinks', 'Drinks'],
  ['/', 'All products'],
  ['/postcoder', /right around the corner/],
] as const) {
  test(`${path}'s HTML names the page's own scripts, which the page then runs without fetching again`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    const response = await page.goto(path);

    const html = (await response?.text()) ?? '';
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(preloaded.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const file of preloaded) expect(scripts.filter((script) => script === file)).toHaveLength(1);
  });
}
