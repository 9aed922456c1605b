import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/schemas/order.ts';
import { startPaymentSession } from '../../../session/api/start-payment-session.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

/** Said when no payment session can be made (POST /api/checkout is built in the next issue). */
export const CARD_PAYMENT_UNAVAILABLE =
  'Card payment is not available yet. Your order is saved here, awaiting payment.';

/**
 * The order's payment page: its payment_url when it has one, otherwise a new session. SPEC 4: the
 * order's payment_url is then updated locally, so a second press does not make another session.
 */
export function usePaymentUrl(userId: number, email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: Pick<Order, 'id' | 'order_id' | 'payment_url'>) =>
      order.payment_url ?? (await startPaymentSession(order.order_id, email)),
    onSuccess: (url, order) => {
      if (order.payment_url) return;
      queryClient.setQueryData<Order[]>(sessionKeys.orders(userId), (orders) =>
        orders?.map((candidate) =>
          candidate.id === order.id ? { ...candidate, payment_url: url } : candidate,
        ),
      );
    },
  });
}
