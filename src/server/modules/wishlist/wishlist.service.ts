import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import { findProduct, PRODUCT_NOT_FOUND, toSummary } from '../catalogue/catalogue.public.ts';
import {
  addWishlistItem,
  clearWishlist,
  listWishlistProducts,
  removeWishlistItem,
} from './wishlist.repository.ts';

export type WishlistDeps = { db: Db; clock: Clock };

export async function wishlistOf(db: Db, userId: number): Promise<ProductSummary[]> {
  return (await listWishlistProducts(db, userId)).map(toSummary);
}

/** Idempotent: a product already on the list stays once, where it was. */
export async function addToWishlist(deps: WishlistDeps, userId: number, productId: number): Promise<void> {
  // Products are not deleted while the shop runs, so checking first leaves no window that matters.
  if (!(await findProduct(deps.db, productId))) throw new NotFoundError(PRODUCT_NOT_FOUND);
  await addWishlistItem(deps.db, {
    user_id: userId,
    product_id: productId,
    created_at: deps.clock.now().toISOString(),
  });
}

/** Removing a product that is not on the list is already the state the caller wants: no error. */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  await removeWishlistItem(db, userId, productId);
}

export async function clearWishlistOf(db: Db, userId: number): Promise<void> {
  await clearWishlist(db, userId);
}
