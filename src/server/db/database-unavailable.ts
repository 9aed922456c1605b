import { DatabaseUnavailableError, SERVER_BUSY_MESSAGE } from '../errors.ts';

export const DATABASE_UNREACHABLE_MESSAGE =
  'The shop cannot reach its database just now. Please try again in a minute.';
export const CANNOT_WRITE_MESSAGE =
  'We are temporarily unable to take orders or save changes. Please try again in a few minutes.';

/** Socket errors of a connection that failed or dropped. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes for "not now": connection exceptions (class 08), too many connections,
 * and a server shutting down, restarting or still starting.
 */
const POSTGRES_UNAVAILABLE = /^(08...|53300|57P0[1-3])$/;

/** pg's messages for a connection that broke without a code of its own. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * SQLite cannot write: the disk is full (SQLITE_FULL), the file or its folder is read-only
 * (SQLITE_READONLY_*), or the operating system failed a read or write (SQLITE_IOERR_*, ENOSPC
 * often surfaces as one of these).
 */
const SQLITE_CANNOT_WRITE = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/;

/** The driver's error as a DatabaseUnavailableError when it says the database is down or cannot write. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof DatabaseUnavailableError) return error;
  // HTTP errors carry a status (a client that hung up mid-body is an ECONNRESET too): not the database's.
  if (!(error instanceof Error) || 'statusCode' in error) return undefined;
  const code = String((error as { code?: unknown }).code ?? '');
  // Another process held SQLite's write lock longer than busy_timeout: busy, not broken.
  if (code.startsWith('SQLITE_BUSY')) return new DatabaseUnavailableError(SERVER_BUSY_MESSAGE, 1, error);
  if (SQLITE_CANNOT_WRITE.test(code)) return new DatabaseUnavailableError(CANNOT_WRITE_MESSAGE, 60, error);
  if (
    NETWORK_CODES.has(code) ||
    POSTGRES_UNAVAILABLE.test(code) ||
    PG_CONNECTION_MESSAGES.some((text) => error.message.startsWith(text))
  ) {
    return new DatabaseUnavailableError(DATABASE_UNREACHABLE_MESSAGE, 10, error);
  }
  return undefined;
}
