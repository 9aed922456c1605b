import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A changed order code moves the catalogue version too: quick order keeps the listed products'
 * names and codes in memory per version (decision 0175), so a code given or changed must be seen
 * by the next paste in every process, as a renamed product already is.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create trigger products_order_code_catalogue_version after update of order_code on products
      for each statement execute function bump_catalogue_version()`.execute(db);
    return;
  }
  await sql`create trigger products_order_code_catalogue_version after update of order_code on products
    begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger products_order_code_catalogue_version on products`.execute(db);
    return;
  }
  await sql`drop trigger products_order_code_catalogue_version`.execute(db);
}
