import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InboxPage } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/messages?page=: the contact form's messages, newest first. */
export function useInbox(page: number) {
  return useQuery({
    queryKey: ['back-office', 'admin', 'messages', page],
    queryFn: ({ signal }) => apiRequest<InboxPage>(`/api/admin/messages?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
