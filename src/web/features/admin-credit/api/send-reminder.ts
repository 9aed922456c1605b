import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderResponse } from '../../../../domain/schemas/admin-credit.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCreditKeys } from './admin-credit-keys.ts';

/** POST /api/admin/credit/overdue/{id}/reminder: mails the customer the overdue invoice again. */
export function sendReminder(orderId: number): Promise<ReminderResponse> {
  return apiRequest<ReminderResponse>(`/api/admin/credit/overdue/${orderId}/reminder`, { method: 'POST' });
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCreditKeys.overdue() }),
  });
}
