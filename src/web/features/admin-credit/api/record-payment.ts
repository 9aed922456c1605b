import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordPaymentBody, RecordPaymentResponse } from '../../../../domain/schemas/admin-credit.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/credit/accounts/{id}/payments: a bank transfer against the chosen invoices. */
export function recordPayment(userId: number, body: RecordPaymentBody): Promise<RecordPaymentResponse> {
  return apiRequest<RecordPaymentResponse>(`/api/admin/credit/accounts/${userId}/payments`, {
    method: 'POST',
    body,
  });
}

export function useRecordPayment(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => recordPayment(userId, body),
    // Accounts, invoices, the overdue list, orders and the dashboard all change with a payment.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
