import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Substitutions per order line (decision 0188): whether the venue allows a substitute for the line
 * (existing lines take their venue's setting, as they were placed under it), and once staff put one
 * in, what went instead (product, title and pack as they were then) beside the original's pack.
 * The line's product_id and title stay the original's.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('allow_substitute', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('substitute_product_id', 'integer', (col) =>
      col.references('products.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('order_items').addColumn('substitute_title', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('substitute_pack', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('original_pack', 'text').execute();
  await db.schema.alterTable('order_items').addColumn('substituted_at', 'text').execute();
  await db
    .updateTable('order_items')
    .set({ allow_substitute: 1 })
    .where(
      'order_id',
      'in',
      db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select('orders.id')
        .where('users.accept_substitutes', '=', 1),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [
    'substituted_at',
    'original_pack',
    'substitute_pack',
    'substitute_title',
    'substitute_product_id',
    'allow_substitute',
  ]) {
    await db.schema.alterTable('order_items').dropColumn(column).execute();
  }
}
