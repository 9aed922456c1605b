import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The shop's category tree (GET /api/categories), for the product form's category list. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ['back-office', 'category-options'],
    queryFn: ({ signal }) => apiRequest<Category[]>('/api/categories', { signal }),
    staleTime: 60_000,
  });
}
