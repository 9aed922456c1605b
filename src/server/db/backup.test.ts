import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../modules/orders/place-order-test-data.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../test/test-app.ts';
import { createSignedInUser } from '../test/users.ts';
import { pruneBackups } from './backup.ts';
import { createDb, dialectOf } from './database.ts';

const onPostgres = process.env.TEST_DATABASE_URL?.startsWith('postgres') ?? false;
// PostgreSQL is backed up by its own tools; where they are not installed there is nothing to test.
const postgresToolsMissing =
  onPostgres && ['pg_dump', 'pg_restore'].some((tool) => spawnSync(tool, ['--version']).status !== 0);

/** Runs one of the shop's npm scripts' entry points in a process of its own, as an operator would. */
function runCli(
  script: 'backup-cli.ts' | 'restore-cli.ts',
  args: string[],
  databaseUrl: string,
): { done: Promise<{ code: number | null; output: string }>; stop: () => void; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', join('src/server/db', script), ...args], {
    // The data a restore replaces is kept in BACKUP_DIR: the test's own folder.
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test', BACKUP_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
  return { done, stop: () => child.kill('SIGTERM'), output: () => output };
}

let ctx: TestContext;
let products: PricedProduct[];
let dir: string;

beforeAll(async () => {
  ctx = await createTestApp({ clock: fixedClock(ORDER_TEST_NOW) });
  products = await createOrderProducts(ctx.db, [
    { name: 'House red wine case', listPence: 100_00, memberPence: 90_00 },
    { name: 'Mature cheddar 5kg', listPence: 50_00, memberPence: 45_00 },
  ]);
  dir = mkdtempSync(join(tmpdir(), 'shop-backups-'));
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(postgresToolsMissing)('npm run backup and npm run restore', () => {
  it('back up while orders are being placed, and the restored copy holds every order acknowledged before the backup began', async () => {
    const [wine, cheese] = products as [PricedProduct, PricedProduct];
    const customers = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(ctx.db)));
    // Each acknowledged order, with the moment its 201 arrived.
    const acknowledged: { orderId: string; at: number }[] = [];
    let placing = true;
    const load = customers.map(async ({ user, headers }) => {
      while (placing) {
        const answer = await ctx.app.inject({
          method: 'POST',
          url: '/api/myorders',
          headers,
          payload: orderPayload(user.id, [
            { product: wine, quantity: 2 },
            { product: cheese, quantity: 1 },
          ]),
        });
        expect(answer.statusCode).toBe(201);
        acknowledged.push({
          orderId: (answer.json() as { order_id: string }).order_id,
          at: performance.now(),
        });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const backupBegan = performance.now();
    const backup = await runCli('backup-cli.ts', ['--dir', dir], ctx.config.DATABASE_URL).done;
    const backupEnded = performance.now();
    // Orders go on a while after the backup, as they would in a shop that stays open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    placing = false;
    await Promise.all(load);
    expect(backup.code, backup.output).toBe(0);
    const [file] = readdirSync(dir).filter((name) => name.startsWith('shop-'));
    expect(file).toMatch(dialectOf(ctx.config.DATABASE_URL) === 'sqlite' ? /\.sqlite$/ : /\.pgdump$/);

    const before = acknowledged.filter((order) => order.at < backupBegan).map((order) => order.orderId);
    const during = acknowledged.filter((order) => order.at > backupBegan && order.at < backupEnded);
    expect(before.length).toBeGreaterThan(0);
    // The backup was made under write load: orders kept being placed while it ran.
    expect(during.length).toBeGreaterThan(0);

    const target = await createTestDatabase();
    const restore = await runCli('restore-cli.ts', [join(dir, file ?? '')], target.url).done;
    expect(restore.code, restore.output).toBe(0);
    const restored = createDb(target.url);
    try {
      const orders = await restored.selectFrom('orders').select(['id', 'order_id']).execute();
      const present = new Set(orders.map((order) => order.order_id));
      expect(before.filter((orderId) => !present.has(orderId))).toEqual([]);
      // One snapshot: no order without its lines, however the backup fell among the writes.
      const lines = await restored
        .selectFrom('order_items')
        .select(['order_id', (eb) => eb.fn.countAll<number>().as('lines')])
        .groupBy('order_id')
        .execute();
      expect(lines.length).toBe(orders.length);
      expect(lines.every((row) => Number(row.lines) === 2)).toBe(true);
      // The shop opens the restored copy and finds the catalogue too.
      expect((await restored.selectFrom('products').select('id').execute()).length).toBe(2);
    } finally {
      await restored.destroy();
      await target.drop();
    }
  });

  it('--every backs up again and again until stopped; --keep keeps the newest', async () => {
    const scheduled = mkdtempSync(join(tmpdir(), 'shop-backups-'));
    try {
      const backups = runCli(
        'backup-cli.ts',
        ['--dir', scheduled, '--every', '0.01', '--keep', '2'],
        ctx.config.DATABASE_URL,
      );
      // Every 0.6 s: wait for a third backup (so the first has been pruned), then stop it.
      const started = performance.now();
      while (performance.now() - started < 20_000) {
        if (backups.output().match(/^Backed up /gm)?.length === 3) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      backups.stop();
      const { code, output } = await backups.done;
      expect(code, output).toBe(0);
      expect(output.match(/^Backed up /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(output).toMatch(/^Removed /m);
      expect(readdirSync(scheduled).filter((name) => name.startsWith('shop-'))).toHaveLength(2);
    } finally {
      rmSync(scheduled, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const notABackup = join(dir, 'notes.sqlite');
    writeFileSync(notABackup, 'this is not a database');
    const restore = await runCli('restore-cli.ts', [notABackup], ctx.config.DATABASE_URL).done;
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/^Restore failed: /m);
    expect((await ctx.db.selectFrom('products').select('id').execute()).length).toBe(2);
  });
});

describe('pruneBackups', () => {
  it('keeps the newest backups, never a -before-restore one nor another file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-backups-'));
    const names = [
      'shop-2026-11-27T01-00-00-000Z.sqlite',
      'shop-2026-11-27T02-00-00-000Z.sqlite',
      'shop-2026-11-27T03-00-00-000Z.sqlite',
      'shop-2026-11-27T00-30-00-000Z-before-restore.sqlite',
      'notes.txt',
    ];
    for (const name of names) writeFileSync(join(folder, name), '');
    pruneBackups(folder, 2);
    expect(readdirSync(folder).sort()).toEqual([
      'notes.txt',
      'shop-2026-11-27T00-30-00-000Z-before-restore.sqlite',
      'shop-2026-11-27T02-00-00-000Z.sqlite',
      'shop-2026-11-27T03-00-00-000Z.sqlite',
    ]);
    rmSync(folder, { recursive: true, force: true });
  });
});
