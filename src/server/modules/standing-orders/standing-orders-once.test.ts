import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { createDb, type Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { STANDING_TEST_NOW, saveVenueAddress, TUESDAY_PLACING } from '../../test/standing-order-venue.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { standingOrderFailedSubject } from './standing-order-mails.ts';

/**
 * Two shop server processes on one database, each with its own connections, as two processes of a
 * cluster or two machines have: one SQLite file, or one PostgreSQL database with TEST_DATABASE_URL.
 */
type ShopProcess = {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
  exited: Promise<number | null>;
};
const clock = fixedClock(STANDING_TEST_NOW);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The shop the venues make their standing orders through, in this test's process. */
let app: { app: FastifyInstance; db: Db };
let processes: ShopProcess[] = [];

/** Starts src/server/test/standing-orders-process.ts on the database with its clock at `now`. */
function startProcess(url: string, now: string): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/standing-orders-process.ts'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: url, NOW: now },
  });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  let stderr = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    const wake = waiting.shift();
    if (wake) wake(line);
    else lines.push(line);
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (code !== 0) for (const wake of waiting.splice(0)) wake(`exited ${code}: ${stderr}`);
      resolve(code);
    }),
  );
  return {
    child,
    exited,
    next: () =>
      new Promise((resolve) => {
        const line = lines.shift();
        if (line !== undefined) resolve(line);
        else waiting.push(resolve);
      }),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = createDb(database.url);
  await migrateToLatest(db);
  await seedCategories(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    CATALOG_CACHE_SECONDS: '0',
    USER_WRITE_RATE_LIMIT: '0',
    STANDING_ORDER_INTERVAL_SECONDS: '0',
    MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: '0',
  });
  app = { app: await buildApp({ config, db, clock }), db };
  await app.app.ready();
});
afterAll(async () => {
  for (const shop of processes) shop.child.kill();
  await app?.app.close();
  await app?.db.destroy();
  await database?.drop();
});

// Starting two shop processes (each compiles the server with tsx) takes a while on a busy machine.
describe('two shop server processes on one database', () => {
  it('place each due delivery once, and mail a failure once', async () => {
    const { db } = app;
    const cheese = await categoryIdBySlug(db, 'cheese');
    const lemons = await createTestProduct(db, {
      name: 'Once lemons',
      category_id: cheese,
      price_pence: 50_00,
    });
    const gone = await createTestProduct(db, {
      name: 'Once vermouth',
      category_id: cheese,
      price_pence: 50_00,
    });
    const venues: Array<{ id: number; email: string }> = [];
    for (let index = 0; index < 8; index++) {
      const venue = await createSignedInUser(db, {
        pay_later: 1,
        pay_later_credit: 0,
        pay_later_credit_limit: 2000_00,
      });
      await saveVenueAddress(db, venue.user.id);
      const made = await app.app.inject({
        method: 'POST',
        url: '/api/standing-orders',
        headers: venue.headers,
        payload: {
          name: 'Tuesday bar order',
          days: [2],
          slot: 'morning',
          payment: 'pay_later',
          // The last venue's order holds a product that goes before Tuesday's order is placed.
          lines: [{ product_id: index === 7 ? gone.id : lemons.id, quantity: 5 }],
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      venues.push({ id: venue.user.id, email: venue.user.email });
    }
    await db
      .updateTable('products')
      .set({ archived_at: STANDING_TEST_NOW })
      .where('id', '=', gone.id)
      .execute();

    // The placing time has come: both processes run the placing at once, then again, as their
    // schedules would, each on what the other has placed.
    processes = [startProcess(database.url, TUESDAY_PLACING), startProcess(database.url, TUESDAY_PLACING)];
    expect(await Promise.all(processes.map((shop) => shop.next()))).toEqual(['ready', 'ready']);
    const placed: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (const shop of processes) shop.child.stdin.write('go\n');
      for (const line of await Promise.all(processes.map((shop) => shop.next()))) {
        expect(line).toMatch(/^placed \d+$/);
        placed.push(Number(line.slice('placed '.length)));
      }
    }
    for (const shop of processes) shop.child.stdin.end('stop\n');
    expect(await Promise.all(processes.map((shop) => shop.exited))).toEqual([0, 0]);
    processes = [];

    expect(placed.reduce((sum, count) => sum + count, 0)).toBe(7);
    const orders = await db
      .selectFrom('orders')
      .select(['user_id', 'delivery_day'])
      .where(
        'user_id',
        'in',
        venues.map((venue) => venue.id),
      )
      .orderBy('user_id')
      .execute();
    expect(orders.map((order) => Number(order.user_id))).toEqual(venues.slice(0, 7).map((venue) => venue.id));
    expect(new Set(orders.map((order) => order.delivery_day))).toEqual(new Set(['2026-11-24']));
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject'])
      .where(
        'recipient',
        'in',
        venues.map((venue) => venue.email),
      )
      .execute();
    // One confirmation each, and one failure mail, not one from each process.
    expect(mails).toHaveLength(8);
    expect(mails.filter((mail) => mail.subject === standingOrderFailedSubject('Tuesday bar order'))).toEqual([
      { recipient: venues[7]?.email, subject: standingOrderFailedSubject('Tuesday bar order') },
    ]);
  }, 120_000);
});
