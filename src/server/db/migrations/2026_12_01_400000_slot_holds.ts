import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A venue's hold on one place of a delivery slot while it finishes its basket (decision 0187): one
 * row per customer (a new hold replaces the old), counted against the slot's capacity until it
 * expires. Expired rows are simply not counted, so nothing has to sweep them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('delivery_slot_holds')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('delivery_day', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('delivery_slot_holds_slot')
    .on('delivery_slot_holds')
    .columns(['delivery_day', 'slot', 'expires_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('delivery_slot_holds').execute();
}
