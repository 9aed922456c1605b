import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * `order_items.substitute_stock_taken`: the units a substitution took from its substitute's stock
 * (0 for an untracked substitute), so cancelling the order gives them back to the substitute, as
 * `stock_taken` gives the original's back. Lines substituted before it took their short units when
 * the substitute's stock is counted (the substitution took them then), else none.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('substitute_stock_taken', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('order_items')
    .set({ substitute_stock_taken: sql`units_short` })
    .where('substituted_at', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products')
          .select('products.id')
          .whereRef('products.id', '=', 'order_items.substitute_product_id')
          .where('products.stock', 'is not', null),
      ),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('substitute_stock_taken').execute();
}
