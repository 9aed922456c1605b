import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.ts';
import { systemClock } from '../clock.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { TEMPLATE_POSTGRES_DATABASE, TEMPLATE_SQLITE_FILE } from './migrated-database-template.ts';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
};

/**
 * An empty database of its own for one test file: a temporary SQLite file, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL points at a server. `migrated` starts it as a copy of the run's
 * migrated template (migrated-database-template.ts) where there is one.
 */
export async function createTestDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
    const templateFile = process.env[TEMPLATE_SQLITE_FILE];
    if (migrated && templateFile) copyFileSync(templateFile, join(dir, 'shop.sqlite'));
    return {
      url: `file:${join(dir, 'shop.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = process.env[TEMPLATE_POSTGRES_DATABASE];
  await admin.query(
    migrated && template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Not `with (force)`: killing a connection that is still closing makes it raise an error in
      // the test process. Wait for the app's connections to finish closing instead.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          const inUse = (error as { code?: string }).code === '55006';
          if (!inUse || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}

export async function createTestApp(
  options: Pick<AppOptions, 'clock' | 'webDir' | 'stripeHttpClient' | 'rateLimitStore'> & {
    env?: Record<string, string>;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase({ migrated: true });
  // Tests write to the database directly between requests, so the catalogue cache is off unless a
  // test turns it on; so are the catalogue and per-user write limits, which sweeps and fixtures
  // would otherwise trip (their own tests turn them on).
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    CATALOG_CACHE_SECONDS: '0',
    CATALOG_RATE_LIMIT: '0',
    USER_WRITE_RATE_LIMIT: '0',
    // Renewals run when a test calls them, at the time the test has set.
    MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: '0',
    // So are standing orders' deliveries.
    STANDING_ORDER_INTERVAL_SECONDS: '0',
    // No load shedding, in production mode too: a busy test machine runs late without being
    // overloaded, and tests fire many requests at once on purpose (their own tests turn it on).
    MAX_REQUESTS_IN_FLIGHT: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const db = createDb(config.DATABASE_URL);
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    db,
    clock: options.clock ?? systemClock,
    webDir: options.webDir,
    stripeHttpClient: options.stripeHttpClient,
    rateLimitStore: options.rateLimitStore,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
