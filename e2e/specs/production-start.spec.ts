import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import { startScript } from '../../bench/server-process.ts';

// The other browser tests run the server from its sources; this one runs `npm start` as a
// production host would: the bundle in dist/server (built here when stale), two server processes
// (sharing their request limits through the first process) and the demo catalogue on a database of
// its own.
const port = Number(process.env.E2E_PORT ?? 3100) + 7;
const origin = `http://127.0.0.1:${port}`;

async function answersHealth(): Promise<boolean> {
  return fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

/** Sends a contact message on a connection of its own (the cluster hands connections out in turn). */
function sendContactMessage(message: number): Promise<number> {
  const body = JSON.stringify({
    name: 'Alex Morgan',
    email: 'alex@venue.test',
    phone: '020 7946 0000',
    message: `Message ${message} about a delivery.`,
  });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${origin}/api/contact-us`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('npm start serves the shop from its built bundle and stops cleanly on SIGTERM', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
  // node itself with npm start's options (package.json), so SIGTERM reaches the shop, not npm.
  const shop = startScript(
    'scripts/start.mjs',
    {
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      WEB_CONCURRENCY: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      DATABASE_URL: `file:${join(dataDir, 'shop.sqlite')}`,
      // Info, for each server process's "Server listening" line.
      LOG_LEVEL: 'info',
    },
    { stdout: 'pipe' },
  );
  let listening = 0;
  if (shop.stdout) {
    createInterface({ input: shop.stdout }).on('line', (line) => {
      if (line.includes('Server listening at')) listening += 1;
    });
  }
  try {
    await expect.poll(answersHealth, { timeout: 90_000, intervals: [250] }).toBe(true);
    // The cluster hands connections only to processes already listening.
    await expect.poll(() => listening, { timeout: 30_000 }).toBe(2);

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

    // Five messages a minute from an address, counted once for both server processes.
    const statuses: number[] = [];
    for (let message = 1; message <= 8; message++) statuses.push(await sendContactMessage(message));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

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
