import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditAccountPage, CreditAccountsQuery } from '../../../../domain/schemas/admin-credit.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCreditKeys } from './admin-credit-keys.ts';

/** GET /api/admin/credit/accounts with the search, filter and page that are set. */
export function getCreditAccounts(
  query: CreditAccountsQuery,
  signal?: AbortSignal,
): Promise<CreditAccountPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest<CreditAccountPage>(`/api/admin/credit/accounts?${params}`, { signal });
}

export function useCreditAccounts(query: CreditAccountsQuery) {
  return useQuery({
    queryKey: adminCreditKeys.accounts(query),
    queryFn: ({ signal }) => getCreditAccounts(query, signal),
    placeholderData: keepPreviousData,
  });
}
