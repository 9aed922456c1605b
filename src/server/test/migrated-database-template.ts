import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * Vitest's global set-up for the server tests: one database migrated to the latest schema, made
 * once per run, which test-app.ts copies for each test file's app instead of running every
 * migration again (about 2 s a file on PostgreSQL, a few hundred ms on SQLite). The copy is the
 * same schema the migrations would give; test-app.ts still runs migrateToLatest over it, which
 * finds nothing to do. Tests of migrations themselves start from an empty database, as before.
 */
export const TEMPLATE_SQLITE_FILE = 'TEST_TEMPLATE_SQLITE_FILE';
export const TEMPLATE_POSTGRES_DATABASE = 'TEST_TEMPLATE_POSTGRES_DATABASE';

export default async function migrateTemplateOnce(): Promise<() => Promise<void>> {
  // Both server projects (vitest.config.ts) name this set-up; the first one's template serves both.
  if (process.env[TEMPLATE_SQLITE_FILE] || process.env[TEMPLATE_POSTGRES_DATABASE]) return async () => {};
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'shop-test-template-'));
    const file = join(dir, 'shop.sqlite');
    const db = createDb(`file:${file}`);
    await migrateToLatest(db);
    // Closing the last connection checkpoints the write-ahead log into the file, so the file alone
    // is the whole database.
    await db.destroy();
    process.env[TEMPLATE_SQLITE_FILE] = file;
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const name = `shop_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  await migrateToLatest(db);
  // PostgreSQL copies a template only while nobody is connected to it.
  await db.destroy();
  process.env[TEMPLATE_POSTGRES_DATABASE] = name;
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.end();
  };
}
