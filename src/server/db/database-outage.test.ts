import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { createDb, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl?.startsWith('postgres'))('a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const direct = createDb(database.url);
    await migrateToLatest(direct);
    await direct.destroy();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: throughProxy.toString(),
      CATALOG_CACHE_SECONDS: '0',
    });
    db = createDb(config.DATABASE_URL);
    app = await buildApp({ config, db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await proxy?.close();
    await drop?.();
  });

  it('survives a connection cut in the middle of a query, answers 503 while down, and recovers by itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);

    // A query in progress when its connection drops: pg raises an 'error' event on the client as
    // well as failing the query; unheard, that event would end the process.
    const slowQuery = sql`select pg_sleep(5)`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    proxy.down();
    await expect(slowQuery).rejects.toThrow();

    const duringOutage = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(duringOutage.statusCode).toBe(503);
    expect(duringOutage.headers['retry-after']).toBe('10');
    expect(duringOutage.json()).toEqual({
      message: 'The shop cannot reach its database just now. Please try again in a minute.',
      errors: {},
    });

    proxy.up();
    const afterOutage = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(afterOutage.statusCode).toBe(200);
  });
});
