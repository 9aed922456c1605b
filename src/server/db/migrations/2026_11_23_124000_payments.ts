import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Card payments: a session says which provider made it and until when it can be paid (a payment
 * link that has run out is replaced by a new session); the built-in provider signs its events
 * with a key kept in the database, so whichever app process receives an event can check it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payment_sessions').addColumn('provider', 'text').execute();
  await db.schema.alterTable('payment_sessions').addColumn('expires_at', 'text').execute();
  await db.schema
    .createIndex('payment_sessions_order')
    .on('payment_sessions')
    .columns(['order_id', 'status'])
    .execute();
  await db
    .insertInto('signing_keys')
    .values({ name: 'builtin_payment_events', secret: `whsec_${randomBytes(32).toString('base64url')}` })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('signing_keys').where('name', '=', 'builtin_payment_events').execute();
  await db.schema.dropIndex('payment_sessions_order').ifExists().execute();
  await db.schema.alterTable('payment_sessions').dropColumn('expires_at').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('provider').execute();
}
