import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/refunds/{id}/refunded-by-hand: staff refunded it with the provider themselves. */
export function markRefundedByHand(id: number): Promise<AdminRefund> {
  return apiRequest<AdminRefund>(`/api/admin/refunds/${id}/refunded-by-hand`, { method: 'POST' });
}

export function useMarkRefundedByHand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundedByHand,
    // The dashboard and the order's page both list the refund.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
