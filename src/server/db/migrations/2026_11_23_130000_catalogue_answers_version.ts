import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

const TABLES = ['products', 'categories', 'reviews'];

/**
 * A second counter beside catalogue_version.version: `answers_version` moves on every change to
 * anything a catalogue answer shows (any column of a product or category, any review), so every
 * server process can tell that its cached answers are out of date whichever process made the
 * change, and catalogue answers carry it in their ETag. SQLite has only row triggers; PostgreSQL
 * gets statement triggers (a seed moves it once) and TRUNCATE ones.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('catalogue_version')
    .addColumn('answers_version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  const bump = 'update catalogue_version set answers_version = answers_version + 1 where id = 1';
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`create function bump_catalogue_answers() returns trigger language plpgsql as $$
        begin ${bump}; return null; end $$`)
      .execute(db);
    for (const table of TABLES) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        await sql
          .raw(
            `create trigger ${table}_${event}_catalogue_answers after ${event} on ${table}
             for each statement execute function bump_catalogue_answers()`,
          )
          .execute(db);
      }
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql
        .raw(
          `create trigger ${table}_${event}_catalogue_answers after ${event} on ${table} begin ${bump}; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      const name = `${table}_${event}_catalogue_answers`;
      await sql.raw(`drop trigger if exists ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
    }
  }
  if (postgres) await sql`drop function if exists bump_catalogue_answers()`.execute(db);
  await db.schema.alterTable('catalogue_version').dropColumn('answers_version').execute();
}
