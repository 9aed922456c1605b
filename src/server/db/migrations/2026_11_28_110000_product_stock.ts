import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A product's stock: units in stock, or null when nobody counts it (untracked, never runs out),
 * which every existing product starts as. Placing an order takes stock with a conditional update
 * (`stock >= quantity`); the check keeps a bug from ever storing less than none.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('stock', 'integer', (col) => col.check(sql`stock >= 0`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').dropColumn('stock').execute();
}
