import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, RecordOrderPaymentBody } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

/** POST /api/admin/orders/{id}/payment: a payment staff took by bank transfer or card over the phone. */
export function recordOrderPayment(id: number, body: RecordOrderPaymentBody): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/api/admin/orders/${id}/payment`, { method: 'POST', body });
}

/** Records the payment; the answer is the order as it now stands, and every list reloads. */
export function useRecordOrderPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordOrderPaymentBody) => recordOrderPayment(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
