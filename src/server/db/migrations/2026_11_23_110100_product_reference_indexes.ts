import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Deleting a product makes the database find the order lines (set null) and wishlist entries
 * (cascade) that name it. Without an index on product_id that is a scan of each table per product
 * deleted: re-seeding the 100,000-product benchmark catalogue once its order runs had left 116,000
 * order lines was still deleting after ten minutes, where seeding an empty file takes about 25 s.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('order_items_product_id').on('order_items').column('product_id').execute();
  await db.schema
    .createIndex('wishlist_items_product_id')
    .on('wishlist_items')
    .column('product_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('order_items_product_id').execute();
  await db.schema.dropIndex('wishlist_items_product_id').execute();
}
