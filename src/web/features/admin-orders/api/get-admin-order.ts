import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

/** GET /api/admin/orders/{id}. */
export function getAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiRequest<AdminOrderDetail>(`/api/admin/orders/${id}`, { signal });
}

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
