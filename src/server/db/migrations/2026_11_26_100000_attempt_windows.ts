import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Failed sign-in and wrong-password counters, kept in the database so that every server process
 * (the shop runs one per core) counts against one limit, and a restart does not forgive a guesser.
 * One row per counter and key (hashed by the app); the window ends at `window_ends_at` (ISO-8601 UTC text, as every
 * timestamp here).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('attempt_windows')
    .addColumn('counter', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attempt_windows_pkey', ['counter', 'key'])
    .execute();
  await db.schema
    .createIndex('attempt_windows_window_ends_at')
    .on('attempt_windows')
    .column('window_ends_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('attempt_windows').execute();
}
