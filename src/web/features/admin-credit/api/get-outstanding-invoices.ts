import { useQuery } from '@tanstack/react-query';
import type { OutstandingInvoice } from '../../../../domain/schemas/admin-credit.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCreditKeys } from './admin-credit-keys.ts';

/** GET /api/admin/credit/accounts/{id}/invoices: the customer's unpaid pay-later invoices. */
export function getOutstandingInvoices(userId: number, signal?: AbortSignal): Promise<OutstandingInvoice[]> {
  return apiRequest<OutstandingInvoice[]>(`/api/admin/credit/accounts/${userId}/invoices`, { signal });
}

export function useOutstandingInvoices(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminCreditKeys.invoices(userId),
    queryFn: ({ signal }) => getOutstandingInvoices(userId, signal),
    enabled,
  });
}
