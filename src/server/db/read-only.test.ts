import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { createDb, type Db } from './database.ts';
import { CANNOT_WRITE_MESSAGE } from './database-unavailable.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabaseWhenReady } from './wait-for-database.ts';

/**
 * The file is made immutable (chattr +i) rather than chmod 444, which root, as tests often run,
 * writes through. SQLite then opens it read-only without a word, as it does a file its user may
 * not write.
 */
function setImmutable(path: string, on: boolean): boolean {
  try {
    execFileSync('chattr', [on ? '+i' : '-i', path], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const sqliteUnderTest = !process.env.TEST_DATABASE_URL;
let path = '';
let drop: () => Promise<void> = async () => {};
let canMakeReadOnly = false;

beforeAll(async () => {
  if (!sqliteUnderTest) return;
  const database = await createTestDatabase();
  drop = database.drop;
  path = database.url.slice('file:'.length);
  const db = createDb(database.url);
  await migrateToLatest(db);
  await db.destroy();
  canMakeReadOnly = setImmutable(path, true);
});
afterAll(async () => {
  if (canMakeReadOnly) setImmutable(path, false);
  await drop();
});

describe.skipIf(!sqliteUnderTest)('a SQLite file the shop may not write', () => {
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    if (!canMakeReadOnly) return;
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: `file:${path}` });
    db = createDb(config.DATABASE_URL);
    app = await buildApp({ config, db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it('is not ready, though alive, and refuses writes with 503', async ({ skip }) => {
    if (!canMakeReadOnly) skip('chattr cannot make a file read-only here');

    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    for (const url of ['/api/health/ready', '/api/health']) {
      const ready = await app.inject({ method: 'GET', url });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        message: 'The database cannot take writes (read-only, or its disk is full).',
        errors: {},
      });
    }
    const write = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'Ada', email: 'ada@venue.test', phone: '020 7946 0000', message: 'Hello there' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ message: CANNOT_WRITE_MESSAGE, errors: {} });
  });

  it('is refused at start-up in one line, and opened once it is writable again', async ({ skip }) => {
    if (!canMakeReadOnly) skip('chattr cannot make a file read-only here');

    await expect(openDatabaseWhenReady(`file:${path}`, { waitMs: 0, log: () => {} })).rejects.toThrow(
      `Cannot write to the SQLite file ${path}: attempt to write a readonly database (SQLITE_READONLY). Gave up after 1 attempt.`,
    );

    const lines: string[] = [];
    setTimeout(() => setImmutable(path, false), 700);
    const reopened = await openDatabaseWhenReady(`file:${path}`, {
      waitMs: 10_000,
      log: (line) => lines.push(line),
    });
    expect(lines[1]).toBe(`Reached the SQLite file ${path}.`);
    await reopened.destroy();
  });
});
