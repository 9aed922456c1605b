import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptedProblemReport,
  AcceptProblemReportBody,
  ProblemReportQueue,
  ProblemReportView,
} from '../../../../domain/schemas/problem-reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const QUEUE_KEY = ['admin', 'problem-reports'] as const;

/** GET /api/admin/problem-reports: the open reports, oldest first. */
export function useProblemReportQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => apiRequest<ProblemReportQueue>('/api/admin/problem-reports', { signal }),
    retry: false,
  });
}

/** Accepting issues the credit note; every back-office view reloads (the order, its notes, the queue). */
export function useAcceptProblemReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AcceptProblemReportBody }) =>
      apiRequest<AcceptedProblemReport>(`/api/admin/problem-reports/${id}/accept`, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeclineProblemReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<ProblemReportView>(`/api/admin/problem-reports/${id}/decline`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
