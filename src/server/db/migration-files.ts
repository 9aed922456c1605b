import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Migration } from 'kysely';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A migration's file name: YYYY_MM_DD_HHMMSS_name.ts. */
export const MIGRATION_FILE = /^\d{4}_\d{2}_\d{2}_\d{6}_.+\.ts$/;

/**
 * Every migration in db/migrations by name, read from the folder. The server bundle
 * (scripts/build-server.mjs) replaces this module with static imports of the same files, so the
 * compiled server needs neither the folder nor TypeScript at run time.
 */
export async function loadMigrationFiles(): Promise<Record<string, Migration>> {
  const files = (await readdir(migrationsDir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const migrations: Record<string, Migration> = {};
  for (const file of files) {
    migrations[file.replace(/\.ts$/, '')] = (await import(
      new URL(file, `file://${migrationsDir}`).href
    )) as Migration;
  }
  return migrations;
}
