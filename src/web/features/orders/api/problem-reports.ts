import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyProblemReports,
  NewProblemReportBody,
  ProblemReportView,
} from '../../../../domain/schemas/problem-reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const key = (orderNumber: string) => ['my-problem-reports', orderNumber] as const;
const path = (orderNumber: string) => `/api/myorders/${encodeURIComponent(orderNumber)}/problem-reports`;

/** GET /api/myorders/{order_id}/problem-reports. */
export function useProblemReports(orderNumber: string) {
  return useQuery({
    queryKey: key(orderNumber),
    queryFn: ({ signal }) => apiRequest<MyProblemReports>(path(orderNumber), { signal }),
    enabled: orderNumber !== '',
    retry: false,
  });
}

/** POST /api/myorders/{order_id}/problem-reports; the list reloads with the new report. */
export function useReportProblem(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProblemReportBody) =>
      apiRequest<ProblemReportView>(path(orderNumber), { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(orderNumber) }),
  });
}
