import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '../../../../domain/schemas/admin-customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCustomerKeys } from './admin-customer-keys.ts';

/** GET /api/admin/customers/{id}: the account, its address, orders and latest audit entries. */
export function getCustomer(id: number, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest<CustomerDetail>(`/api/admin/customers/${id}`, { signal });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: adminCustomerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}
