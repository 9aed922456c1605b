import { useQuery } from '@tanstack/react-query';
import type { ApprovalQueue } from '../../../../domain/schemas/approvals.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/approvals, for how many sellers and products wait (refreshed with the figures). */
export function useApprovalsWaiting() {
  return useQuery({
    queryKey: ['back-office', 'admin', 'approvals'],
    queryFn: ({ signal }) => apiRequest<ApprovalQueue>('/api/admin/approvals', { signal }),
    refetchInterval: 60_000,
  });
}
