import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import type { OrderStatus } from '../../../../domain/schemas/order.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

/** POST /api/admin/orders/{id}/status: the server's transition table decides (409 with its reason). */
export function changeOrderStatus(id: number, status: OrderStatus): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/api/admin/orders/${id}/status`, {
    method: 'POST',
    body: { status },
  });
}

/** Moves the order; the answer is the order as it now stands, and every list and the dashboard reload. */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => changeOrderStatus(id, status),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
