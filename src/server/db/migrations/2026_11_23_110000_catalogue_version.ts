import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A counter that moves whenever the set or the order of listed products can change: a product
 * added, deleted, renamed or moved to another category, or a category added, deleted or moved.
 * Every app process keeps page counts and page boundaries under the version it read, so they are
 * exact without a time limit. SQLite has only row triggers; PostgreSQL gets statement triggers
 * (a 100,000-row seed bumps it once, not 100,000 times on one row) and one for TRUNCATE.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
  const bump = 'update catalogue_version set version = version + 1 where id = 1';
  const events: Array<[string, string]> = [
    ['products', 'insert'],
    ['products', 'delete'],
    ['products', 'update of name, category_id'],
    ['categories', 'insert'],
    ['categories', 'delete'],
    ['categories', 'update of parent_id'],
  ];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`create function bump_catalogue_version() returns trigger language plpgsql as $$
        begin ${bump}; return null; end $$`)
      .execute(db);
    const truncates: Array<[string, string]> = [
      ['products', 'truncate'],
      ['categories', 'truncate'],
    ];
    for (const [table, event] of [...events, ...truncates]) {
      await sql
        .raw(
          `create trigger ${table}_${event.split(' ')[0]}_catalogue_version after ${event} on ${table}
           for each statement execute function bump_catalogue_version()`,
        )
        .execute(db);
    }
    return;
  }
  for (const [table, event] of events) {
    await sql
      .raw(
        `create trigger ${table}_${event.split(' ')[0]}_catalogue_version after ${event} on ${table}
         begin ${bump}; end`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop table catalogue_version`.execute(db);
    for (const table of ['products', 'categories']) {
      for (const event of ['insert', 'delete', 'update', 'truncate']) {
        await sql.raw(`drop trigger if exists ${table}_${event}_catalogue_version on ${table}`).execute(db);
      }
    }
    await sql`drop function if exists bump_catalogue_version()`.execute(db);
    return;
  }
  for (const table of ['products', 'categories']) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists ${table}_${event}_catalogue_version`).execute(db);
    }
  }
  await sql`drop table catalogue_version`.execute(db);
}
