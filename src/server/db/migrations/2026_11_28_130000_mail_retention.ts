import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Sent mail keeps its row (who was mailed what, and when) but loses its text, HTML and attachments
 * after MAIL_RETENTION_DAYS: `bodies_pruned_at` says when. The index finds the mails not yet pruned
 * in date order without reading the ones already done.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('bodies_pruned_at', 'text').execute();
  await db.schema
    .createIndex('mail_outbox_to_prune')
    .on('mail_outbox')
    .columns(['bodies_pruned_at', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mail_outbox_to_prune').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('bodies_pruned_at').execute();
}
