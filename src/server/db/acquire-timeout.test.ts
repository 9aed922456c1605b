import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SERVER_BUSY_MESSAGE } from '../errors.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { createDb, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  // One connection (SQLite has only one anyway), and a short wait for it.
  db = createDb(database.url, { acquireTimeoutMs: 200, poolSize: 1 });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

/** Holds the database's only connection in an open transaction until `release` is called. */
function holdTheConnection(): { held: Promise<void>; release: () => void; done: Promise<void> } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHeld = () => {};
  const held = new Promise<void>((resolve) => {
    isHeld = resolve;
  });
  const done = db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    isHeld();
    await released;
  });
  return { held, release, done };
}

describe('waiting for a database connection (DATABASE_ACQUIRE_TIMEOUT_SECONDS)', () => {
  it('answers 503 with Retry-After when no connection frees in time, then serves again', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'file::memory:',
      CATALOG_CACHE_SECONDS: '0',
    });
    const app = await buildApp({ config, db });
    await app.ready();
    const holder = holdTheConnection();
    await holder.held;

    const started = performance.now();
    const waited = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('1');
    expect(waited.json()).toEqual({ message: SERVER_BUSY_MESSAGE, errors: {} });

    holder.release();
    await holder.done;
    // The connection that came free after its waiter gave up went back: none is lost.
    for (let round = 0; round < 3; round++) {
      expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    }
    await app.close();
  });

  it('lets a query that waits less than the limit through', async () => {
    const holder = holdTheConnection();
    await holder.held;
    const query = db.selectFrom('categories').select('id').execute();
    setTimeout(holder.release, 50);
    await expect(query).resolves.toBeInstanceOf(Array);
    await holder.done;
  });
});
