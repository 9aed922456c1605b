import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Loads every migration file in db/migrations, named YYYY_MM_DD_HHMMSS_name.ts. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsDir)).filter((file) =>
      /^\d{4}_\d{2}_\d{2}_\d{6}_.+\.ts$/.test(file),
    );
    const migrations: Record<string, Migration> = {};
    for (const file of files.sort()) {
      migrations[file.replace(/\.ts$/, '')] = (await import(
        new URL(file, `file://${migrationsDir}`).href
      )) as Migration;
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
