import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../domain/schemas/order.ts';
import { loadUserList } from '../load-user-list.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';

/** The signed-in buyer's orders, newest first. */
export function useMyOrders() {
  const { ownerId: userId, isUserLoading } = useListOwner('buyer');
  const query = useQuery({
    queryKey: sessionKeys.orders(userId),
    queryFn: ({ signal }) => loadUserList<Order>(`/api/myorders?user_id=${userId}`, 'orders', signal),
    enabled: userId > 0,
  });
  return { orders: query.data ?? [], isLoading: isUserLoading || (userId > 0 && query.isPending), userId };
}
