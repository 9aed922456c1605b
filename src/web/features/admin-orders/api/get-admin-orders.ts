import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrdersPage, AdminOrdersQuery } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

/** GET /api/admin/orders with the filters that are set. */
export function getAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrdersPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest<AdminOrdersPage>(`/api/admin/orders?${params}`, { signal });
}

/** One page of orders; the previous page stays on screen while the next loads. */
export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
