import { useQuery } from '@tanstack/react-query';
import type { AccountingRange, AccountingSummary } from '../../../../domain/schemas/admin-accounting.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/accounting/summary: how many invoices the range holds and their total. */
export function getAccountingSummary(
  range: AccountingRange,
  signal?: AbortSignal,
): Promise<AccountingSummary> {
  return apiRequest<AccountingSummary>(`/api/admin/accounting/summary?${new URLSearchParams(range)}`, {
    signal,
  });
}

export function useAccountingSummary(range: AccountingRange | null) {
  return useQuery({
    queryKey: ['admin', 'accounting', 'summary', range] as const,
    queryFn: ({ signal }) => getAccountingSummary(range ?? { from: '', to: '' }, signal),
    enabled: range !== null,
  });
}
