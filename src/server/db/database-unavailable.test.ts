import { describe, expect, it } from 'vitest';
import { SERVER_BUSY_MESSAGE } from '../errors.ts';
import {
  asDatabaseUnavailable,
  CANNOT_WRITE_MESSAGE,
  DATABASE_UNREACHABLE_MESSAGE,
} from './database-unavailable.ts';

function driverError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('asDatabaseUnavailable', () => {
  it.each([
    [
      'a full SQLite disk',
      driverError('database or disk is full', { code: 'SQLITE_FULL' }),
      CANNOT_WRITE_MESSAGE,
      '60',
    ],
    [
      'a read-only SQLite file',
      driverError('attempt to write a readonly database', { code: 'SQLITE_READONLY' }),
      CANNOT_WRITE_MESSAGE,
      '60',
    ],
    [
      "another process holding SQLite's write lock past busy_timeout",
      driverError('database is locked', { code: 'SQLITE_BUSY' }),
      SERVER_BUSY_MESSAGE,
      '1',
    ],
    [
      'a refused connection',
      driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      DATABASE_UNREACHABLE_MESSAGE,
      '10',
    ],
    [
      'a dropped pg connection',
      new Error('Connection terminated unexpectedly'),
      DATABASE_UNREACHABLE_MESSAGE,
      '10',
    ],
    [
      'PostgreSQL shutting down',
      driverError('terminating connection due to administrator command', { code: '57P01' }),
      DATABASE_UNREACHABLE_MESSAGE,
      '10',
    ],
  ])('%s is a 503', (_case, error, message, retryAfter) => {
    const unavailable = asDatabaseUnavailable(error);

    expect(unavailable).toMatchObject({
      statusCode: 503,
      message,
      headers: { 'retry-after': retryAfter },
      cause: error,
    });
  });

  it.each([
    ['a client that hung up mid-body', driverError('aborted', { code: 'ECONNRESET', statusCode: 400 })],
    ['a unique violation', driverError('duplicate key value', { code: '23505' })],
    ['a SQLite constraint', driverError('UNIQUE constraint failed', { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a programming error', new TypeError('x is undefined')],
  ])('%s is not', (_case, error) => {
    expect(asDatabaseUnavailable(error)).toBeUndefined();
  });
});
