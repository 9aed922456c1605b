import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { type Db, isPostgres } from './database.ts';

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

async function migrateOnce(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Brings the schema up to date. Kysely locks migrations across processes on PostgreSQL but not on
 * SQLite, where two processes starting on a fresh file can both try the same migration; the loser
 * rolls back (migrations are transactional), and a second look finds the work done.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      if (isPostgres(db) || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
