import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../domain/schemas/order.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/verify-order {order_id, user_id}: the order's fields when it is the caller's own. */
export function verifyOrder(orderId: string, userId: number, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>('/api/verify-order', {
    method: 'POST',
    body: { order_id: orderId, user_id: userId },
    signal,
  });
}

/**
 * The order a success page names, once the user is known. A refusal is final: no retries.
 * `pollEveryMs` asks again at that interval while `pollWhile` holds for the last answer (the
 * success page, while a payment is being confirmed).
 */
export function useVerifiedOrder(
  orderId: string,
  userId: number,
  {
    pollEveryMs = 0,
    pollWhile = () => false,
  }: { pollEveryMs?: number; pollWhile?(order: Order): boolean } = {},
) {
  return useQuery({
    queryKey: ['verify-order', orderId, userId] as const,
    queryFn: ({ signal }) => verifyOrder(orderId, userId, signal),
    enabled: userId > 0 && orderId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && pollEveryMs > 0 && pollWhile(order) ? pollEveryMs : false;
    },
  });
}
