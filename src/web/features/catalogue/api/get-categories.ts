import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/categories: the category tree (children nested, favourite 0 | 1). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/api/categories', { signal });
}

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // The tree changes rarely; every catalogue page shares one fetch of it.
    staleTime: 10 * 60_000,
  });
}
