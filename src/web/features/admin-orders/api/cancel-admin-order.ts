import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

/** POST /api/admin/orders/{id}/cancel with the reason the customer is told. */
export function cancelAdminOrder(id: number, reason: string): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/api/admin/orders/${id}/cancel`, {
    method: 'POST',
    body: { reason },
  });
}

export function useCancelAdminOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelAdminOrder(id, reason),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
