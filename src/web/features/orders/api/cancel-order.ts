import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/schemas/order.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

/** docs/product.md §8.1: a non-ok answer to cancel (or recall) raises this; the page then says 'Something went wrong!'. */
export const FAILED_TO_CANCEL_ORDER = 'Failed to cancel order';

/** DELETE /api/orders/{id} with the numeric row id; success is judged by an ok status (docs/product.md §7.1). */
export async function cancelOrder(id: number): Promise<void> {
  try {
    await apiRequest<unknown>(`/api/orders/${id}`, { method: 'DELETE' });
  } catch {
    throw new Error(FAILED_TO_CANCEL_ORDER);
  }
}

/**
 * Cancels an order. docs/product.md §4.2: on success the order is removed from the local list; it is not
 * reloaded, so it stays out of the table until the orders are next fetched (then as Cancelled).
 */
export function useCancelOrder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Pick<Order, 'id'>) => cancelOrder(order.id),
    onSuccess: (_answer, order) =>
      queryClient.setQueryData<Order[]>(sessionKeys.orders(userId), (orders) =>
        orders?.filter((candidate) => candidate.id !== order.id),
      ),
  });
}
