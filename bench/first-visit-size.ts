import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium.ts';

export type TransferSize = {
  /** Script bytes as transferred: the compressed bodies the server sent, with their headers. */
  javascriptBytes: number;
  cssBytes: number;
  /** Where the visit ended (a guest without a postcode is sent to the picker). */
  landedOn: string;
  files: string[];
};

/**
 * Loads a route in a fresh Chromium (empty cache) and adds up what every JavaScript and CSS file
 * it fetched cost on the wire: the encoded body and the response headers, as Lighthouse counts
 * them (issue 14's 100 KB budget for a first visit to /). `withPostcode`: a visitor who picked a
 * delivery area before; without one, the catalogue sends the guest to the picker.
 */
export async function measureFirstVisit(url: string, withPostcode: boolean): Promise<TransferSize> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  if (withPostcode) {
    await context.addInitScript(() => {
      window.localStorage.setItem('address', 'W1U');
      window.localStorage.setItem('new user', 'false');
    });
  }
  const page = await context.newPage();
  const sizes: TransferSize = { javascriptBytes: 0, cssBytes: 0, landedOn: '', files: [] };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then(
        ({ responseBodySize, responseHeadersSize }) => {
          const bytes = responseBodySize + responseHeadersSize;
          if (type === 'script') sizes.javascriptBytes += bytes;
          else sizes.cssBytes += bytes;
          sizes.files.push(`${new URL(request.url()).pathname} ${(bytes / 1024).toFixed(1)} KB`);
        },
        () => undefined,
      ), // a request the closing browser no longer knows: not part of the first visit
    );
  });
  await page.goto(url);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Files requested while earlier sizes were read (lazy chunks) are waited for too.
  for (let settled = -1; settled !== pending.length; ) {
    settled = pending.length;
    await Promise.all(pending);
  }
  sizes.landedOn = new URL(page.url()).pathname;
  await browser.close();
  return sizes;
}
