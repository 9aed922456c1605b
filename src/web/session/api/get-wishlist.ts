import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../domain/schemas/catalog.ts';
import { loadUserList } from '../load-user-list.ts';
import { sessionKeys } from '../query-keys.ts';
import { isBuyer, useCurrentUser } from './get-current-user.ts';

/** The signed-in buyer's wishlist, newest first; empty for guests and sellers. */
export function useWishlist() {
  const { user } = useCurrentUser();
  const userId = isBuyer(user) ? user.id : 0;
  const query = useQuery({
    queryKey: sessionKeys.wishlist(userId),
    queryFn: ({ signal }) =>
      loadUserList<ProductSummary>(`/api/wishlist?user_id=${userId}`, 'wishlist', signal),
    enabled: userId > 0,
  });
  return { items: query.data ?? [], isLoading: userId > 0 && query.isPending, userId };
}
