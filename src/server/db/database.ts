import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { OncePerWhile } from '../once-per-while.ts';
import { withAcquireTimeout } from './acquire-timeout.ts';
import { preparingPool } from './postgres-prepared-statements.ts';
import type { Database } from './schema.ts';
import { checkpointInBackground } from './sqlite-background-checkpoint.ts';
import { cachePreparedStatements } from './sqlite-statement-cache.ts';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

export function dialectOf(databaseUrl: string): DbDialect {
  return databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres';
}

/** Whether `db` (or a transaction of it) talks to PostgreSQL rather than SQLite. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * SQLite as the shop's transactions need it, in ways Kysely's dialect does not do:
 *
 * - A transaction begins IMMEDIATE, taking the write lock at its start. Begun deferred, it would
 *   read first and ask for the lock at its first write; if another process (a second server
 *   process, the bench's second shop) committed in between, SQLite fails that write at once with
 *   SQLITE_BUSY ("database is locked") instead of waiting, since the reads are already stale: a
 *   bare 500 for an order under load. Taken at the start, the lock is waited for (busy_timeout).
 *   Within one process nothing changes: its one connection runs one transaction at a time anyway.
 * - On some errors (a full disk, an I/O error) SQLite rolls the transaction back itself. Kysely
 *   then sends ROLLBACK regardless, which fails with "cannot rollback - no transaction is active",
 *   and that error replaces the real one: the log never said the disk was full, and the customer
 *   got a bare 500 instead of the 503 a full disk gets. Rolling back only a transaction still
 *   open keeps the real error.
 * - Destroying it also stops its background checkpoint thread, when it has one.
 */
class SqliteDialectForTransactions extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly stopCheckpoints: (() => Promise<void>) | null,
  ) {
    super({ database: cachePreparedStatements(sqlite) });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.stopCheckpoints?.();
      await destroy();
    };
    return driver;
  }
}

export type DbOptions = {
  /**
   * How long a query may wait for a connection before it fails with 503 (DATABASE_ACQUIRE_TIMEOUT_SECONDS);
   * unset, it waits as long as it takes (tools, tests).
   */
  acquireTimeoutMs?: number | undefined;
  /** PostgreSQL connections per process. */
  poolSize?: number | undefined;
  /**
   * SQLite file: its WAL checkpointed by a thread of its own, not by commits on the event loop
   * (sqlite-background-checkpoint.ts). For the server, which writes under load; tools need no thread.
   */
  checkpointInBackground?: boolean | undefined;
};

/** Opens the database named by DATABASE_URL: `file:PATH` for SQLite (WAL), `postgres://…` otherwise. */
export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const bounded = (dialect: Dialect) =>
    options.acquireTimeoutMs ? withAcquireTimeout(dialect, options.acquireTimeoutMs) : dialect;
  if (dialectOf(databaseUrl) === 'sqlite') {
    const path = databaseUrl.slice('file:'.length);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const stopCheckpoints =
      options.checkpointInBackground && path !== ':memory:' ? checkpointInBackground(sqlite, path) : null;
    return new Kysely<Database>({
      dialect: bounded(new SqliteDialectForTransactions(sqlite, stopCheckpoints)),
    });
  }
  // COUNT(*) and SUM come back from pg as bigint strings; parse int8 as a JS number.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  // A bounded wait for a new connection: a database that accepts but does not answer would
  // otherwise hold every request for ever.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // A connection can fail (a database restart, an administrator's kill, a network cut), idle or in
  // the middle of a query; without a listener pg's error event would take the whole process down.
  // The query fails on its own (answered 503), and the pool replaces the connection.
  const lostLog = new OncePerWhile(30_000);
  const connectionLost = (error: Error) => {
    if (lostLog.due('lost')) console.error(`PostgreSQL connection lost: ${error.message}`);
  };
  pool.on('error', connectionLost);
  return new Kysely<Database>({
    dialect: bounded(new PostgresDialect({ pool: preparingPool(pool, connectionLost) })),
  });
}
