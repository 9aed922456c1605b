import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerPage } from '../../../../domain/schemas/admin-customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCustomerKeys } from './admin-customer-keys.ts';

/** GET /api/admin/customers: a page of accounts, searched by name, email or company. */
export function getCustomers(q: string, page: number, signal?: AbortSignal): Promise<CustomerPage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return apiRequest<CustomerPage>(`/api/admin/customers?${params}`, { signal });
}

export function useCustomers(q: string, page: number) {
  return useQuery({
    queryKey: adminCustomerKeys.list(q, page),
    queryFn: ({ signal }) => getCustomers(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
