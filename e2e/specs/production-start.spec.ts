import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startScript } from '../../bench/server-process.ts';

// The other browser tests run the server from its sources; this one runs `npm start` as a
// production host would: the bundle in dist/server (built here when stale), two server processes
// and the demo catalogue on a database of its own.
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const origin = `http://127.0.0.1:${port}`;

async function answersHealth(): Promise<boolean> {
  return fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('npm start serves the shop from its built bundle and stops cleanly on SIGTERM', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
  // node itself with npm start's options (package.json), so SIGTERM reaches the shop, not npm.
  const shop = startScript('scripts/start.mjs', {
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'true',
    WEB_CONCURRENCY: '2',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: origin,
    DATABASE_URL: `file:${join(dataDir, 'shop.sqlite')}`,
    LOG_LEVEL: 'warn',
  });
  try {
    await expect.poll(answersHealth, { timeout: 90_000, intervals: [250] }).toBe(true);

    const products = await fetch(`${origin}/api/products?page=1`);
    expect(products.status).toBe(200);
    const body = (await products.json()) as { data: Array<{ slug: string }> };
    expect(body.data.length).toBeGreaterThan(0);
    const missing = await fetch(`${origin}/api/no-such-endpoint`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'No such endpoint: GET /api/no-such-endpoint',
      errors: {},
    });

    await page.goto(`${origin}/product/details/${body.data[0]?.slug}`);
    await expect(page.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();

    shop.kill('SIGTERM');
    expect(await exited(shop)).toBe(0);
    expect(await answersHealth()).toBe(false);
  } finally {
    if (shop.exitCode === null) shop.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
