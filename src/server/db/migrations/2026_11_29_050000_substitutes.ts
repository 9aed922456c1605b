import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A venue may accept substitutes when a product is short (off for every account until the customer
 * turns it on). An order of such a venue for more than is in stock is then taken with what there
 * is, and each order line records how many of its units were not in stock, so staff see the line
 * flagged on the order and the delivery run; 0 for every existing line.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('accept_substitutes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('units_short', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('units_short').execute();
  await db.schema.alterTable('users').dropColumn('accept_substitutes').execute();
}
