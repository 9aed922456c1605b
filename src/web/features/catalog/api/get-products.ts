import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ProductPage } from '../../../../domain/schemas/catalog.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

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

function productsQuery({ page, categoryId = null }: ProductsQuery) {
  return queryOptions({
    queryKey: ['products', 'list', { page, categoryId }],
    queryFn: ({ signal }) => getProducts({ page, categoryId }, signal),
  });
}

export function useProducts({ page, categoryId = null }: ProductsQuery, { enabled = true } = {}) {
  return useQuery({
    ...productsQuery({ page, categoryId }),
    // The last page stays on screen (dimmed) while the next loads, so the layout does not jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Fetches a list page into the cache (nothing when it is there and fresh); for 'Next' and the pager. */
export function usePrefetchProducts(categoryId: number | null = null): (page: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (page: number) => void queryClient.prefetchQuery(productsQuery({ page, categoryId })),
    [queryClient, categoryId],
  );
}

/**
 * Once a list page is shown, fetches the page after it while the reader looks at this one, so
 * 'Next' shows its products at once instead of waiting for the answer (and rendering the grid
 * twice: dimmed, then new). `lastPage` is the shown page's own (undefined while it loads).
 */
export function usePrefetchNextProducts(
  { page, categoryId = null }: ProductsQuery,
  lastPage: number | undefined,
) {
  const prefetch = usePrefetchProducts(categoryId);
  useEffect(() => {
    if (lastPage === undefined || page >= lastPage) return;
    return whenIdle(() => prefetch(page + 1));
  }, [prefetch, page, lastPage]);
}
