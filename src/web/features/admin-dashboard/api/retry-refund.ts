import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/refunds/{id}/retry: asks the card provider again; answers the refund as it then is. */
export function retryRefund(id: number): Promise<AdminRefund> {
  return apiRequest<AdminRefund>(`/api/admin/refunds/${id}/retry`, { method: 'POST' });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    // The dashboard and the order's page both list the refund.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
