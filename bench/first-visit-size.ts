import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium.ts';

export type TransferSize = { javascriptGzipBytes: number; cssGzipBytes: number; files: string[] };

/**
 * Loads a route in Chromium like a first-time visitor and adds up the gzipped size of every
 * JavaScript and CSS file it fetched (the figure the 150 KB budget is about).
 */
export async function measureFirstVisit(url: string): Promise<TransferSize> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  // The catalogue needs a chosen postcode; a first visit that has picked one lands straight on it.
  await context.addInitScript(() => {
    window.localStorage.setItem('address', 'W1U');
    window.localStorage.setItem('new user', 'false');
  });
  const page = await context.newPage();
  const sizes: TransferSize = { javascriptGzipBytes: 0, cssGzipBytes: 0, files: [] };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          const gzipped = gzipSync(body).length;
          if (type === 'script') sizes.javascriptGzipBytes += gzipped;
          else sizes.cssGzipBytes += gzipped;
          sizes.files.push(`${new URL(response.url()).pathname} ${(gzipped / 1024).toFixed(1)} KB`);
        },
        () => undefined,
      ), // a body the closing browser no longer has: not part of the first visit
    );
  });
  await page.goto(url);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('load');
  // Files requested while earlier bodies were read (lazy chunks) are waited for too.
  for (let settled = -1; settled !== pending.length; ) {
    settled = pending.length;
    await Promise.all(pending);
  }
  await browser.close();
  return sizes;
}
