import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '../../../../domain/schemas/admin-audit.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/audit with the filters that are set. */
export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest<AuditPage>(`/api/admin/audit?${params}`, { signal });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query] as const,
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
