import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Delivery promises (decision 0182): each slot's standing cut-off and capacity, the exceptions of
 * one date (a closed bank holiday, another cut-off or capacity; slot '*' is the whole day), and
 * one row per date and slot that placing an order holds while it counts the places taken.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('delivery_slot_settings')
    .addColumn('slot', 'text', (col) => col.primaryKey())
    .addColumn('cutoff_days_before', 'integer', (col) => col.notNull())
    .addColumn('cutoff_time', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('delivery_day_settings')
    .addColumn('delivery_day', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cutoff_days_before', 'integer')
    .addColumn('cutoff_time', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('delivery_day_settings_pk', ['delivery_day', 'slot'])
    .execute();
  await db.schema
    .createTable('delivery_slot_places')
    .addColumn('delivery_day', 'text', (col) => col.notNull())
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('orders_checked', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('delivery_slot_places_pk', ['delivery_day', 'slot'])
    .execute();
  await db.schema
    .createIndex('orders_delivery_day_time')
    .ifNotExists()
    .on('orders')
    .columns(['delivery_day', 'delivery_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_delivery_day_time').ifExists().execute();
  await db.schema.dropTable('delivery_slot_places').execute();
  await db.schema.dropTable('delivery_day_settings').execute();
  await db.schema.dropTable('delivery_slot_settings').execute();
}
