import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { type Db, isPostgres } from './database.ts';
import { loadMigrationFiles } from './migration-files.ts';

/** Every migration file in db/migrations, named YYYY_MM_DD_HHMMSS_name.ts. */
class FolderMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return loadMigrationFiles();
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
