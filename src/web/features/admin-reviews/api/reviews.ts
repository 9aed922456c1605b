import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ManagedReviewPage,
  ReviewVisibility,
} from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['back-office', 'admin', 'reviews'] as const;

/** GET /api/admin/reviews?page=: every review, newest first, hidden ones too. */
export function useManagedReviews(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) => apiRequest<ManagedReviewPage>(`/api/admin/reviews?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/reviews/{id}/hide or …/unhide. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide }: { id: number; hide: boolean }) =>
      apiRequest<ReviewVisibility>(`/api/admin/reviews/${id}/${hide ? 'hide' : 'unhide'}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
