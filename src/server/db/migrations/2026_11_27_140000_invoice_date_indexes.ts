import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * The accounting export reads the invoices of a date range in date order, a page at a time
 * (invoice date, then id): without these it would scan every order and every membership invoice
 * for each page of a year's export.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('orders_invoiced_at').on('orders').columns(['invoiced_at', 'id']).execute();
  await db.schema
    .createIndex('subscription_invoices_created_at')
    .on('subscription_invoices')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('subscription_invoices_created_at').execute();
  await db.schema.dropIndex('orders_invoiced_at').execute();
}
