import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/schemas/order.ts';
import { startPaymentSession } from '../../../session/api/start-payment-session.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

type PayableOrder = Pick<Order, 'id' | 'order_id'> & { share?: boolean };

/**
 * The order's payment page, asked of POST /api/checkout every time: a stored payment_url may
 * have expired, and the server reuses the open session or makes a new one. docs/product.md §4: the order's
 * payment_url is then updated locally. A refusal (already paid, cancelled) reloads the orders, so
 * the row shows what the order has become.
 */
export function usePaymentUrl(userId: number, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: PayableOrder) =>
      startPaymentSession(order.order_id, email, order.share ? 'link' : undefined),
    onSuccess: (url, order) => {
      queryClient.setQueryData<Order[]>(sessionKeys.orders(userId), (orders) =>
        orders?.map((candidate) =>
          candidate.id === order.id ? { ...candidate, payment_url: url } : candidate,
        ),
      );
    },
    onError: (error) => {
      // docs/product.md §8.1: checkout request failures are logged and the spinner stops, with no message.
      console.error('The payment session could not be started', error);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orders(userId) });
    },
  });
}
