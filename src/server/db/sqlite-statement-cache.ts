import type SQLite from 'better-sqlite3';

/**
 * Keeps the last `max` prepared statements by SQL text. Kysely's SQLite driver prepares every
 * query afresh, which cost about a tenth of an order's server time in the benchmark; the shop's
 * queries are a few hundred distinct texts, so nearly all are prepared once. Reusing a statement is
 * safe because Kysely runs one query at a time on its single SQLite connection (a stream holds the
 * connection until it ends), and SQLite re-prepares a cached statement itself after a schema change.
 */
export function cachePreparedStatements(database: SQLite.Database, max = 500): SQLite.Database {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    const cached = statements.get(source);
    if (cached) {
      // Most recently used last, so the oldest is the first key when the cache is full.
      statements.delete(source);
      statements.set(source, cached);
      return cached;
    }
    const statement = prepare(source);
    statements.set(source, statement);
    if (statements.size > max) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return database;
}
