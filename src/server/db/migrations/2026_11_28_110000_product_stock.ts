import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A product's stock: units in stock, or null when nobody counts it (untracked, never runs out),
 * which every existing product starts as. Placing an order takes stock with a conditional update
 * (`stock >= quantity`); the check keeps a bug from ever storing less than none.
 *
 * Each order line records the units it took from stock, so cancelling gives back exactly those,
 * even if the product's stock was started or stopped being counted in between.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('stock', 'integer', (col) => col.check(sql`stock >= 0`))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('stock_taken', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('stock_taken').execute();
  await db.schema.alterTable('products').dropColumn('stock').execute();
}
