import { expect, type Page, test } from '@playwright/test';
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

test("the home page's rows start where their tracks start, and draw their cards a few at a time", async ({
  page,
}) => {
  await page.goto('/');
  // The row's track is its first list (a card may hold a list of its own: its allergen badges).
  const track = page
    .getByRole('region', { name: /^Fresh / })
    .first()
    .getByRole('list')
    .first();
  await expect(track.getByRole('article').first()).toBeVisible();

  // A snap on load (scroll padding not matching the track's padding) scrolled the track, and that
  // scroll drew all 24 cards of every row in one task.
  expect(await track.evaluate((element) => element.scrollLeft)).toBe(0);
  const firstPicture = track.getByRole('img').first();
  await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
  // Rows waiting below the first screen hold their place without animating: a running animation
  // costs the phone a frame of work each time, whether it is seen or not.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
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

    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const preloaded = await modulePreloadsInHead(page);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const file of preloaded) expect(scripts.filter((script) => script === file)).toHaveLength(1);
  });
}

test("a new guest on / fetches the picker's script by its hint and never the catalogue's", async ({
  browser,
  baseURL,
}) => {
  // Its own page: the file's other tests are returning guests (beforeEach).
  const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 812 } });
  const scripts: string[] = [];
  const policyErrors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyErrors.push(message.text());
  });

  const response = await page.goto('/');

  await expect(page).toHaveURL(/\/postcoder$/);
  await expect(page.getByRole('heading', { level: 1, name: /right around the corner/ })).toBeVisible();
  const preloaded = await modulePreloadsInHead(page);
  expect(preloaded).toEqual([expect.stringMatching(/^\/assets\/first-visit-[\w-]+\.js$/)]);
  const catalogueChunk = /<template id="hints-with-delivery-area"><link [^>]*href="([^"]+)"/.exec(
    (await response?.text()) ?? '',
  )?.[1];
  expect(catalogueChunk).toMatch(/catalogue/);
  expect(scripts).not.toContain(catalogueChunk);
  expect(policyErrors).toEqual([]);
  await page.close();
});

/** The modulepreload hints the page's head holds once its hint script has run. */
function modulePreloadsInHead(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
}
