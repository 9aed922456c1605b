import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** The SQL texts PostgreSQL prepares once per connection, each under its own statement name. */
const statementNames = new Map<string, string>();

/**
 * Asks every PostgreSQL connection to prepare `sqlText` once, under a name, and from then on only
 * bind and run it. By default pg sends each query unnamed, so PostgreSQL parses and plans it every
 * time: for the catalogue's hot reads (a page's 24 products, a product, its reviews, the version)
 * that was more than half of PostgreSQL's work per request. Only fixed-shape texts belong here
 * (compiledOnce's): a named statement is planned generically after a few runs, which is right for
 * key lookups and wrong for searches whose best plan depends on the term.
 */
export function prepareOnEveryConnection(sqlText: string): void {
  if (!statementNames.has(sqlText)) statementNames.set(sqlText, `shop_${statementNames.size + 1}`);
}

/** Kysely's view of `pool`: its connections run the texts registered above as named statements. */
export function preparingPool(pool: pg.Pool, onClientError: (error: Error) => void): PostgresPool {
  // One wrapper per pg client, so Kysely (which keeps its connection objects by client) reuses them.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        // The pool listens to its idle connections only; this hears one lost while in use.
        client.on('error', onClientError);
        wrapper = preparingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(
    sqlOrCursor: string | PostgresCursor<unknown>,
    parameters?: ReadonlyArray<unknown>,
  ): unknown {
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable);
    const values = [...(parameters ?? [])];
    const name = statementNames.get(sqlOrCursor);
    return name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values);
  }
  return { query, release: () => client.release() };
}
