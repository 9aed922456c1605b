/**
 * `npm run backup [-- --dir DIR --every MINUTES --keep N]`: backs DATABASE_URL up into a new
 * timestamped file in BACKUP_DIR (or --dir) while the shop runs. With --every it goes on doing so
 * until stopped (SIGTERM or Ctrl-C, after the backup in progress); --keep deletes all but the N
 * newest backups after each one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupDatabase, pruneBackups } from './backup.ts';
import { describeDatabase } from './wait-for-database.ts';

function parseOptions(backupDir: string): { dir: string; everyMinutes: number; keep: number } {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: backupDir },
      every: { type: 'string', default: '0' },
      keep: { type: 'string', default: '0' },
    },
  });
  const everyMinutes = Number(values.every);
  const keep = Number(values.keep);
  if (!Number.isFinite(everyMinutes) || everyMinutes < 0) {
    throw new Error(`--every takes minutes between backups, e.g. --every 60 (got "${values.every}")`);
  }
  if (!Number.isInteger(keep) || keep < 0) {
    throw new Error(`--keep takes how many backups to keep, e.g. --keep 48 (got "${values.keep}")`);
  }
  return { dir: values.dir, everyMinutes, keep };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const options = parseOptions(config.BACKUP_DIR);
  const stopped = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopped.abort());
  do {
    const { file, bytes, ms } = await backupDatabase(config.DATABASE_URL, options.dir);
    console.log(
      `Backed up ${describeDatabase(config.DATABASE_URL)} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${ms} ms).`,
    );
    for (const removed of pruneBackups(options.dir, options.keep)) console.log(`Removed ${removed}.`);
    if (options.everyMinutes === 0) return;
    await sleep(options.everyMinutes * 60_000, undefined, { signal: stopped.signal }).catch(() => {});
  } while (!stopped.signal.aborted);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
