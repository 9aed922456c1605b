import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * The catalogue is ordered by name in byte order on both databases. SQLite compares text that way
 * already; PostgreSQL follows the database's locale unless told, which would give the same pages
 * in a different order. Its name indexes are rebuilt with COLLATE "C" so the ordered scans still
 * use them.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists products_name`.execute(db);
  await sql`drop index if exists products_category_name`.execute(db);
  await sql`create index products_name on products (name collate "C", id)`.execute(db);
  await sql`create index products_category_name on products (category_id, name collate "C", id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists products_name`.execute(db);
  await sql`drop index if exists products_category_name`.execute(db);
  await sql`create index products_name on products (name, id)`.execute(db);
  await sql`create index products_category_name on products (category_id, name, id)`.execute(db);
}
