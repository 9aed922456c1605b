import type { DatabaseConnection, Dialect, Driver } from 'kysely';
import { ServerBusyError } from '../errors.ts';

/**
 * Bounds how long a query waits for a database connection (PostgreSQL's pool of 10, SQLite's one
 * connection): past `timeoutMs` it fails with ServerBusyError (503, Retry-After) instead of
 * queueing without limit behind a burst of requests or a slow query. A connection that arrives
 * after its waiter gave up is handed straight back.
 */
export function withAcquireTimeout(dialect: Dialect, timeoutMs: number): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => boundAcquire(dialect.createDriver(), timeoutMs),
  };
}

function boundAcquire(driver: Driver, timeoutMs: number): Driver {
  const acquire = driver.acquireConnection.bind(driver);
  driver.acquireConnection = () =>
    new Promise<DatabaseConnection>((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new ServerBusyError());
      }, timeoutMs);
      acquire().then(
        (connection) => {
          clearTimeout(timer);
          if (gaveUp) void driver.releaseConnection(connection).catch(() => {});
          else resolve(connection);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  return driver;
}
