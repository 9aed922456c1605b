import type { ProductSummary } from '../../domain/schemas/catalog.ts';
import { useChangeWishlist } from './api/change-wishlist.ts';
import { useWishlist } from './api/get-wishlist.ts';

/**
 * Whether a product is on the signed-in buyer's wishlist, and how to flip it. `toggle` is
 * undefined for a guest, whom the heart sends to /login instead.
 */
export function useWishlistToggle(product: ProductSummary) {
  const { items, userId } = useWishlist();
  const change = useChangeWishlist(userId);
  const isWishlisted = items.some((item) => item.id === product.id);
  const toggle =
    userId > 0
      ? () => change.mutate(isWishlisted ? { kind: 'remove', product } : { kind: 'add', product })
      : undefined;
  return { isWishlisted, toggle, isPending: change.isPending };
}
