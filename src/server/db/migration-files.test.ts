import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { loadMigrationFiles, MIGRATION_FILE } from './migration-files.ts';

describe('migration files', () => {
  it('loads every migration in the folder by name, in order, each with up', async () => {
    const folder = join(projectRoot(), 'src/server/db/migrations');
    const names = readdirSync(folder)
      .filter((file) => MIGRATION_FILE.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const migrations = await loadMigrationFiles();
    expect(Object.keys(migrations)).toEqual(names);
    for (const migration of Object.values(migrations)) expect(typeof migration.up).toBe('function');
  });

  it('finds the project root from the server sources (and from dist/server in the bundle)', () => {
    const root = projectRoot();
    expect(readdirSync(root)).toContain('package.json');
    expect(projectRoot(join(root, 'dist/server/main.js'))).toBe(root);
  });
});
