import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditTermsBody, CreditTermsResponse } from '../../../../domain/schemas/admin-credit.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/admin/credit/accounts/{id}: approve or withdraw pay later and set the limit (pence). */
export function saveCreditTerms(userId: number, body: CreditTermsBody): Promise<CreditTermsResponse> {
  return apiRequest<CreditTermsResponse>(`/api/admin/credit/accounts/${userId}`, { method: 'PUT', body });
}

export function useSaveCreditTerms(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditTermsBody) => saveCreditTerms(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
