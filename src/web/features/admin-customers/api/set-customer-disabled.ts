import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerChangeResponse } from '../../../../domain/schemas/admin-customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/customers/{id}/disable or /enable. */
export function setCustomerDisabled(id: number, disabled: boolean): Promise<CustomerChangeResponse> {
  return apiRequest<CustomerChangeResponse>(`/api/admin/customers/${id}/${disabled ? 'disable' : 'enable'}`, {
    method: 'POST',
  });
}

export function useSetCustomerDisabled(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => setCustomerDisabled(id, disabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
