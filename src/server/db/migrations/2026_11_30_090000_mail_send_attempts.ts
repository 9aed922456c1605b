import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A mail the SMTP server did not take is sent again later (src/server/mail/mail-resend.ts): each
 * mail counts its attempts and keeps when the last began, and a partial index finds the unsent
 * ones without reading the whole outbox. Existing mails count no attempt.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('send_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_attempt_at', 'text').execute();
  await db.schema
    .createIndex('mail_outbox_unsent')
    .on('mail_outbox')
    .column('created_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mail_outbox_unsent').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('last_attempt_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('send_attempts').execute();
}
