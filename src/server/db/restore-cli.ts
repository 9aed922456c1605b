/**
 * `npm run restore -- FILE`: replaces DATABASE_URL's data with a backup made by `npm run backup`.
 * Stop the shop first. The data it replaces is backed up into BACKUP_DIR first (a file ending
 * in -before-restore), so restoring the wrong file can be undone by restoring that one.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreDatabase } from './backup.ts';
import { describeDatabase } from './wait-for-database.ts';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error('name one backup file: npm run restore -- FILE');
  const config = loadConfig();
  const { savedCurrent } = await restoreDatabase(file, config.DATABASE_URL, config.BACKUP_DIR);
  if (savedCurrent) console.log(`The data it replaced is kept in ${savedCurrent}.`);
  console.log(`Restored ${describeDatabase(config.DATABASE_URL)} from ${file}.`);
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
