import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput, ManagedCategory } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['back-office', 'admin', 'categories'] as const;

/** GET /api/admin/categories: every category, flat, by position. */
export function useManagedCategories() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<ManagedCategory[]>('/api/admin/categories', { signal }),
  });
}

/** POST /api/admin/categories or PUT /api/admin/categories/{id}. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CategoryInput }) =>
      id === undefined
        ? apiRequest<ManagedCategory>('/api/admin/categories', { method: 'POST', body: input })
        : apiRequest<ManagedCategory>(`/api/admin/categories/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/admin/categories/{id}/archive or …/unarchive. */
export function useArchiveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archive }: { id: number; archive: boolean }) =>
      apiRequest<ManagedCategory>(`/api/admin/categories/${id}/${archive ? 'archive' : 'unarchive'}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /api/admin/categories/{id}: an empty category only (409 says why otherwise). */
export function useRemoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/api/admin/categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
