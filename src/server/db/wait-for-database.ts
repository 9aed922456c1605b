import { sql } from 'kysely';
import { createDb, type Db, dialectOf } from './database.ts';

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
 * Waits until the database answers, retrying with growing pauses (a database that starts with the
 * shop, or restarts, comes up a little later) for `waitMs`; then throws one line naming the
 * database, what failed and what to check.
 */
export async function waitForDatabase(
  db: Db,
  databaseUrl: string,
  {
    waitMs,
    log,
    sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    now = () => Date.now(),
  }: {
    waitMs: number;
    log: (line: string) => void;
    sleep?: (ms: number) => Promise<unknown>;
    now?: () => number;
  },
): Promise<void> {
  const started = now();
  let pauseMs = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) log(`Reached ${describeDatabase(databaseUrl)}.`);
      return;
    } catch (error) {
      const failure = `Cannot reach ${describeDatabase(databaseUrl)}: ${oneLine(error)}.`;
      const left = waitMs - (now() - started);
      if (left <= 0) {
        throw new Error(`${failure} Gave up after ${attempt} attempts. ${whatToCheck(databaseUrl)}`);
      }
      if (attempt === 1) log(`${failure} Retrying for up to ${Math.round(waitMs / 1000)} s.`);
      await sleep(Math.min(pauseMs, left));
      pauseMs = Math.min(pauseMs * 2, 5000);
    }
  }
}

type WaitOptions = Parameters<typeof waitForDatabase>[2];

/** Opens the database and waits for it (above); a file SQLite cannot open fails at once, in one line. */
export async function openDatabaseWhenReady(databaseUrl: string, options: WaitOptions): Promise<Db> {
  let db: Db;
  try {
    db = createDb(databaseUrl);
  } catch (error) {
    throw new Error(
      `Cannot open ${describeDatabase(databaseUrl)}: ${oneLine(error)}. ${whatToCheck(databaseUrl)}`,
    );
  }
  try {
    await waitForDatabase(db, databaseUrl, options);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return db;
}
