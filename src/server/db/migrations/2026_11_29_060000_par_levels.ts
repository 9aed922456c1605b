import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Par levels and the stock count of a product on a venue's order guide, kept with the venue's other
 * changes to that product. Both are whole units (a can of a case of 24); `counted_at` dates the
 * count, since only today's count makes an order.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_guide_items').addColumn('par_units', 'integer').execute();
  await db.schema.alterTable('order_guide_items').addColumn('counted_units', 'integer').execute();
  await db.schema.alterTable('order_guide_items').addColumn('counted_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_guide_items').dropColumn('counted_at').execute();
  await db.schema.alterTable('order_guide_items').dropColumn('counted_units').execute();
  await db.schema.alterTable('order_guide_items').dropColumn('par_units').execute();
}
