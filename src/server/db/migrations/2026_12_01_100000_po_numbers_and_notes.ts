import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A venue's purchase-order number and delivery notes per order, a note per order line, and a venue
 * setting that makes the PO number required on every order (off for every existing account). All
 * null or 0 on what exists: older orders simply have none.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('po_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_notes', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('note', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('po_number_required', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('po_number_required').execute();
  await db.schema.alterTable('order_items').dropColumn('note').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_notes').execute();
  await db.schema.alterTable('orders').dropColumn('po_number').execute();
}
