import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffFulfilmentMove } from '../../../../domain/order-lifecycle.ts';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

/** POST /api/admin/orders/{id}/fulfilment: the server's moves table decides (409 with its reason). */
export function moveOrderFulfilment(id: number, move: StaffFulfilmentMove): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/api/admin/orders/${id}/fulfilment`, {
    method: 'POST',
    body: { move },
  });
}

/** Records a delivery step; the answer is the order as it now stands, and every list reloads. */
export function useMoveOrderFulfilment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: StaffFulfilmentMove) => moveOrderFulfilment(id, move),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
