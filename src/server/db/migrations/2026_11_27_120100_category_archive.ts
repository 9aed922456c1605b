import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/** A category can be archived: the shop's category lists leave it out, and it can be brought back. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('categories').addColumn('archived_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('archived_at').execute();
}
