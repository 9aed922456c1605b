import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';
import { listFailure } from './user-list-query.ts';

/**
 * The signed-in buyer's wishlist, newest first; empty for guests and sellers. A failed load is an
 * error with a retry, never an empty wishlist.
 */
export function useWishlist() {
  const owner = useListOwner('buyer');
  const userId = owner.ownerId;
  const query = useQuery({
    queryKey: sessionKeys.wishlist(userId),
    queryFn: ({ signal }) => apiRequest<ProductSummary[]>(`/api/wishlist?user_id=${userId}`, { signal }),
    enabled: userId > 0,
  });
  return {
    items: query.data ?? [],
    isLoading: owner.isUserLoading || (userId > 0 && query.isPending),
    ...listFailure(query, owner),
    userId,
  };
}
