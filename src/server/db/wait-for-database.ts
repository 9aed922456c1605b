import { sql } from 'kysely';
import { createDb, type Db, type DbOptions, dialectOf } from './database.ts';
import { assertWritable } from './writable.ts';

/** The database as a person would name it: no password, and which kind it is. */
export function describeDatabase(databaseUrl: string): string {
  if (dialectOf(databaseUrl) === 'sqlite') return `the SQLite file ${databaseUrl.slice('file:'.length)}`;
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    return `the PostgreSQL database ${url.toString()}`;
  } catch {
    return 'the PostgreSQL database in DATABASE_URL';
  }
}

/** The driver's error in one line: its code and first line, never a stack. */
export function oneLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error).split('\n')[0] ?? '';
  const code = (error as { code?: unknown }).code;
  const errors = (error as { errors?: unknown }).errors;
  // A refused connection to "localhost" is an AggregateError of one error per address tried.
  const first =
    error.message || (Array.isArray(errors) && errors[0] instanceof Error ? errors[0].message : '');
  const text = first.split('\n')[0] || error.name;
  return code && !text.includes(String(code)) ? `${text} (${String(code)})` : text;
}

function whatToCheck(databaseUrl: string): string {
  return dialectOf(databaseUrl) === 'sqlite'
    ? 'Check that the folder exists, is writable by this user and its disk has space.'
    : 'Check that PostgreSQL is running and reachable there, and the user, password and database name in DATABASE_URL.';
}

/**
 * Opens the database and waits until it answers and takes writes, retrying with growing pauses (a
 * database that starts with the shop, or restarts, comes up a little later; a file whose permissions
 * are being fixed) for `waitMs`; then throws one line naming the database, what failed and what to
 * check. Each attempt opens afresh: SQLite keeps a handle it opened read-only read-only for ever.
 */
export async function openDatabaseWhenReady(
  databaseUrl: string,
  {
    waitMs,
    log,
    dbOptions,
    sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    now = () => Date.now(),
  }: {
    waitMs: number;
    log: (line: string) => void;
    dbOptions?: DbOptions;
    sleep?: (ms: number) => Promise<unknown>;
    now?: () => number;
  },
): Promise<Db> {
  const started = now();
  let pauseMs = 500;
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    let db: Db | undefined;
    try {
      db = createDb(databaseUrl, dbOptions);
      await sql`select 1`.execute(db);
      try {
        await assertWritable(db);
      } catch (error) {
        throw new CannotWrite(error);
      }
      if (attempt > 1) log(`Reached ${describeDatabase(databaseUrl)}.`);
      return db;
    } catch (error) {
      await db?.destroy().catch(() => {});
      failure =
        error instanceof CannotWrite
          ? `Cannot write to ${describeDatabase(databaseUrl)}: ${oneLine(error.cause)}.`
          : db
            ? `Cannot reach ${describeDatabase(databaseUrl)}: ${oneLine(error)}.`
            : `Cannot open ${describeDatabase(databaseUrl)}: ${oneLine(error)}.`;
    }
    const left = waitMs - (now() - started);
    if (left <= 0)
      throw new Error(
        `${failure} Gave up after ${attempt} attempt${attempt === 1 ? '' : 's'}. ${whatToCheck(databaseUrl)}`,
      );
    if (attempt === 1) log(`${failure} Retrying for up to ${Math.round(waitMs / 1000)} s.`);
    await sleep(Math.min(pauseMs, left));
    pauseMs = Math.min(pauseMs * 2, 5000);
  }
}

class CannotWrite extends Error {
  constructor(override readonly cause: unknown) {
    super('cannot write');
  }
}
