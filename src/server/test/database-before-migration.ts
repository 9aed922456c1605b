import { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db } from '../db/database.ts';
import { loadMigrationFiles } from '../db/migration-files.ts';
import { createTestDatabase } from './test-app.ts';

/**
 * For a test of one migration over data written by the code before it: a database of the test
 * file's own, opened before its tests and dropped after them. `migrateToJustBefore()` brings it to
 * the migration before `migration`; `upgrade()` runs the rest, `migration` included.
 */
export function databaseBeforeMigration(migration: string): {
  db: () => Db;
  migrateToJustBefore(): Promise<void>;
  upgrade(): Promise<void>;
} {
  let db: Db | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = createDb(database.url);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  const opened = (): Db => {
    if (!db) throw new Error('The database opens before the tests run.');
    return db;
  };
  const migrator = () => new Migrator({ db: opened(), provider: { getMigrations: loadMigrationFiles } });
  const succeeded = ({ error }: { error?: unknown }) => {
    if (error) throw error;
  };

  return {
    db: opened,
    async migrateToJustBefore() {
      const names = Object.keys(await loadMigrationFiles());
      const before = names[names.indexOf(migration) - 1];
      if (!before) throw new Error(`No migration comes before ${migration}.`);
      succeeded(await migrator().migrateTo(before));
    },
    async upgrade() {
      succeeded(await migrator().migrateToLatest());
    },
  };
}
