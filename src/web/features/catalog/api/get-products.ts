import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '../../../../domain/schemas/catalog.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type ProductsQuery = {
  page: number;
  /** Includes the category's sub-categories; null or absent means every product. */
  categoryId?: number | null;
};

/** GET /api/products?page=&category_id= (category_id omitted when none, as the spec says). */
export function getProducts({ page, categoryId }: ProductsQuery, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (categoryId) params.set('category_id', String(categoryId));
  return apiRequest<ProductPage>(`/api/products?${params}`, { signal });
}

export function useProducts({ page, categoryId = null }: ProductsQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['products', 'list', { page, categoryId }],
    queryFn: ({ signal }) => getProducts({ page, categoryId }, signal),
    // The last page stays on screen (dimmed) while the next loads, so the layout does not jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}
