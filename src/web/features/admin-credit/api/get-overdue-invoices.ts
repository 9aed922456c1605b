import { useQuery } from '@tanstack/react-query';
import type { OverdueInvoice } from '../../../../domain/schemas/admin-credit.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCreditKeys } from './admin-credit-keys.ts';

/** GET /api/admin/credit/overdue: invoices unpaid past their due date, the longest overdue first. */
export function getOverdueInvoices(signal?: AbortSignal): Promise<OverdueInvoice[]> {
  return apiRequest<OverdueInvoice[]>('/api/admin/credit/overdue', { signal });
}

export function useOverdueInvoices() {
  return useQuery({
    queryKey: adminCreditKeys.overdue(),
    queryFn: ({ signal }) => getOverdueInvoices(signal),
  });
}
