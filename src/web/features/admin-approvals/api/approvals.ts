import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalQueue } from '../../../../domain/schemas/approvals.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['back-office', 'admin', 'approvals'] as const;

/** GET /api/admin/approvals: seller accounts and products waiting for staff. */
export function useApprovalQueue() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<ApprovalQueue>('/api/admin/approvals', { signal }),
  });
}

export type ApprovalDecision = {
  subject: 'sellers' | 'products';
  id: number;
  /** Absent to approve; the reason the seller is told to turn it down. */
  reason?: string;
};

/** POST /api/admin/approvals/{sellers,products}/{id}/approve or …/reject. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, id, reason }: ApprovalDecision) =>
      apiRequest<unknown>(
        `/api/admin/approvals/${subject}/${id}/${reason === undefined ? 'approve' : 'reject'}`,
        reason === undefined ? { method: 'POST' } : { method: 'POST', body: { reason } },
      ),
    // The products lists show approval too, so they are refreshed with the queue.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'admin'] }),
  });
}
