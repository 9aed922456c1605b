import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { type ProductSummaryRow, SUMMARY_COLUMNS } from '../catalogue/catalogue.public.ts';

/** The user's wishlist as product cards, the most recently added first. */
export async function listWishlistProducts(db: Db, userId: number): Promise<ProductSummaryRow[]> {
  return (
    db
      .selectFrom('wishlist_items')
      .innerJoin('products', 'products.id', 'wishlist_items.product_id')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(SUMMARY_COLUMNS)
      .where('wishlist_items.user_id', '=', userId)
      // An archived product has left the shop; it comes back to the list if it is un-archived.
      .where('products.archived_at', 'is', null)
      .orderBy('wishlist_items.created_at', 'desc')
      // Items added within the same millisecond (or under a fixed test clock) keep insertion order.
      .orderBy('wishlist_items.id', 'desc')
      .execute()
  );
}

/**
 * Adds the product unless it is already on the list. Two adds racing each other both meet the
 * unique (user_id, product_id) constraint: ON CONFLICT DO NOTHING makes the loser a no-op instead
 * of an error, and the first add keeps its place in the list.
 */
export async function addWishlistItem(
  db: Db,
  item: { user_id: number; product_id: number; created_at: string },
): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values(item)
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function removeWishlistItem(db: Db, userId: number, productId: number): Promise<void> {
  // An id past the database's integer range names no row, and PostgreSQL would refuse to compare it.
  if (!isStorableId(productId)) return;
  await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute();
}

export async function clearWishlist(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
}
