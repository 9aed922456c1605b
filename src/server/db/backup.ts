import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { dialectOf } from './database.ts';

/** A backup written: where, how big, and how long it took. */
export type BackupResult = { file: string; bytes: number; ms: number };

const BACKUP_NAME = /^shop-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(-before-restore)?\.(sqlite|pgdump)$/;

/** `shop-2026-11-27T07-55-00-000Z.sqlite`: sorts by time, and says which kind it is. */
export function backupFileName(databaseUrl: string, at: Date, suffix = ''): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `shop-${stamp}${suffix}.${dialectOf(databaseUrl) === 'sqlite' ? 'sqlite' : 'pgdump'}`;
}

/**
 * Copies a live SQLite database with SQLite's online backup API, in one step: a step reads one
 * snapshot (WAL lets the shop write meanwhile), whereas a backup made in many small steps starts
 * again whenever another connection writes and, under steady orders, might never finish. Copying
 * the file instead misses what is still in its -wal file (acknowledged orders lost).
 */
async function backupSqliteFile(sourcePath: string, target: string): Promise<void> {
  const source = new SQLite(sourcePath, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target, { progress: ({ totalPages }) => totalPages });
  } finally {
    source.close();
  }
  const copy = new SQLite(target);
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup failed its check: ${String(check)}`);
    // The copy stands alone: one file, no -wal beside it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Runs `command` with `args`; rejects with its standard error when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${command} could not be run: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Backs up DATABASE_URL into `dir` as a new timestamped file: SQLite's online backup for a
 * `file:` database, pg_dump's custom format for PostgreSQL (one consistent snapshot too). The file
 * appears under its final name only once complete, so a half-written backup is never taken for one.
 */
export async function backupDatabase(
  databaseUrl: string,
  dir: string,
  at: Date = new Date(),
  suffix = '',
): Promise<BackupResult> {
  const started = performance.now();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, backupFileName(databaseUrl, at, suffix));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (dialectOf(databaseUrl) === 'sqlite') {
      await backupSqliteFile(databaseUrl.slice('file:'.length), partial);
    } else {
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${databaseUrl}`]);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: statSync(file).size, ms: Math.round(performance.now() - started) };
}

/**
 * Replaces DATABASE_URL's data with a backup's. The current data is backed up first (a
 * `-before-restore` file in `dir`), so a restore of the wrong file can be undone. SQLite: the
 * backup API writes the pages through SQLite, which keeps the live file and its -wal in step
 * (copying a file over a database with a -wal beside it corrupts it). PostgreSQL: pg_restore drops
 * and re-creates the shop's tables in one transaction. Stop the shop first.
 */
export async function restoreDatabase(
  backupFile: string,
  databaseUrl: string,
  dir: string,
  at: Date = new Date(),
): Promise<{ savedCurrent: string | undefined }> {
  if (!existsSync(backupFile)) throw new Error(`There is no backup at ${backupFile}.`);
  let savedCurrent: string | undefined;
  if (dialectOf(databaseUrl) === 'sqlite') {
    const targetPath = databaseUrl.slice('file:'.length);
    const backup = new SQLite(backupFile, { readonly: true, fileMustExist: true });
    try {
      const check = backup.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`${backupFile} is not a sound SQLite backup: ${String(check)}`);
      if (existsSync(targetPath)) {
        savedCurrent = (await backupDatabase(databaseUrl, dir, at, '-before-restore')).file;
      }
      await backup.backup(targetPath, { progress: ({ totalPages }) => totalPages });
    } finally {
      backup.close();
    }
    const restored = new SQLite(targetPath);
    try {
      restored.pragma('journal_mode = WAL');
    } finally {
      restored.close();
    }
  } else {
    savedCurrent = (await backupDatabase(databaseUrl, dir, at, '-before-restore')).file;
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      backupFile,
    ]);
  }
  return { savedCurrent };
}

/** Deletes all but the `keep` newest backups in `dir` (files named as this module names them). */
export function pruneBackups(dir: string, keep: number): string[] {
  if (keep <= 0 || !existsSync(dir)) return [];
  const backups = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name) && !name.includes('-before-restore'))
    .sort()
    .reverse();
  const removed = backups.slice(keep).map((name) => join(dir, name));
  for (const file of removed) rmSync(file);
  return removed;
}
