import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../domain/schemas/order.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';
import { listFailure } from './user-list-query.ts';

/**
 * The signed-in buyer's orders, newest first. A failed load is an error with a retry, never an
 * empty list: "You don't have any orders yet." after a dropped connection would be untrue.
 */
export function useMyOrders() {
  const owner = useListOwner('buyer');
  const userId = owner.ownerId;
  const query = useQuery({
    queryKey: sessionKeys.orders(userId),
    queryFn: ({ signal }) => apiRequest<Order[]>(`/api/myorders?user_id=${userId}`, { signal }),
    enabled: userId > 0,
  });
  return {
    orders: query.data ?? [],
    isLoading: owner.isUserLoading || (userId > 0 && query.isPending),
    ...listFailure(query, owner),
    userId,
  };
}
