import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../domain/schemas/catalog.ts';
import { loadUserList } from '../load-user-list.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';

/** The signed-in buyer's wishlist, newest first; empty for guests and sellers. */
export function useWishlist() {
  const { ownerId: userId, isUserLoading } = useListOwner('buyer');
  const query = useQuery({
    queryKey: sessionKeys.wishlist(userId),
    queryFn: ({ signal }) =>
      loadUserList<ProductSummary>(`/api/wishlist?user_id=${userId}`, 'wishlist', signal),
    enabled: userId > 0,
  });
  return { items: query.data ?? [], isLoading: isUserLoading || (userId > 0 && query.isPending), userId };
}
