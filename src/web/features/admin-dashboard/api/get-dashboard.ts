import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const dashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/api/admin/dashboard', { signal });
}

/** The figures, fetched again each minute while the desk keeps the page open. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: 60_000,
  });
}
