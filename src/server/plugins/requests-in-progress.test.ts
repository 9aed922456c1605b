import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { registerRequestsInProgress } from './requests-in-progress.ts';

/** A route held at `gate` once it has started, standing in for a slow page. */
function heldRoute() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const hasStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  return { gate, release, hasStarted, started };
}

/** Asks for `path` and hangs up once `hungUpWhen` resolves, as a closed tab does. */
function askAndLeave(port: number, path: string, hungUpWhen: Promise<void>): void {
  const request = get(`http://127.0.0.1:${port}${path}`);
  request.on('error', () => {});
  void hungUpWhen.then(() => request.destroy());
}

describe('closing the shop with requests in progress', () => {
  it('waits for a request whose client has gone before the database is closed', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    const db = createDb(config.DATABASE_URL);
    await migrateToLatest(db);
    const app = await buildApp({ config, db });
    const held = heldRoute();
    let outcome = 'not run';
    app.get('/test/held', async () => {
      held.started();
      await held.gate;
      try {
        await db.selectFrom('categories').select('id').execute();
        outcome = 'read the database';
      } catch (error) {
        outcome = (error as Error).message;
      }
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    askAndLeave((app.server.address() as AddressInfo).port, '/test/held', held.hasStarted);
    await held.hasStarted;
    await sleep(50); // the hang-up reaches the server

    // What main.ts does on SIGTERM.
    let closed = false;
    const closing = app
      .close()
      .then(() => db.destroy())
      .then(() => {
        closed = true;
      });
    await sleep(100);
    expect(closed).toBe(false);

    held.release();
    await closing;
    expect(outcome).toBe('read the database');
    await database.drop();
  });

  it('goes on closing after the wait when a request never finishes', async () => {
    const app = Fastify();
    registerRequestsInProgress(app, 50);
    const held = heldRoute();
    app.get('/held', async () => {
      held.started();
      await held.gate;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    askAndLeave((app.server.address() as AddressInfo).port, '/held', held.hasStarted);
    await held.hasStarted;
    await sleep(50);

    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    held.release();
  });
});
