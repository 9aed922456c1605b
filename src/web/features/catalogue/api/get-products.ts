import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { whenIdle } from '../../../lib/when-idle.ts';

export type ProductsQuery = {
  page: number;
  /** Includes the category's sub-categories; null or absent means every product. */
  categoryId?: number | null;
  /** Allergen keys every product must be declared free from. */
  freeFrom?: readonly string[];
};

/** GET /api/products?page=&category_id= (category_id omitted when none, as the spec says). */
export function getProducts(
  { page, categoryId, freeFrom = [] }: ProductsQuery,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (categoryId) params.set('category_id', String(categoryId));
  if (freeFrom.length > 0) params.set('free_from', freeFrom.join(','));
  return apiRequest<ProductPage>(`/api/products?${params}`, { signal });
}

function productsQuery({ page, categoryId = null, freeFrom = [] }: ProductsQuery) {
  return queryOptions({
    queryKey: ['products', 'list', { page, categoryId, freeFrom: freeFrom.join(',') }],
    queryFn: ({ signal }) => getProducts({ page, categoryId, freeFrom }, signal),
  });
}

export function useProducts(
  { page, categoryId = null, freeFrom = [] }: ProductsQuery,
  { enabled = true } = {},
) {
  return useQuery({
    ...productsQuery({ page, categoryId, freeFrom }),
    // The last page stays on screen (dimmed) while the next loads, so the layout does not jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Fetches a list page into the cache (nothing when it is there and fresh); for 'Next' and the pager. */
export function usePrefetchProducts(
  categoryId: number | null = null,
  freeFrom: readonly string[] = NO_ALLERGENS,
): (page: number) => void {
  const queryClient = useQueryClient();
  const freeFromKey = freeFrom.join(',');
  return useCallback(
    (page: number) =>
      void queryClient.prefetchQuery(
        productsQuery({ page, categoryId, freeFrom: freeFromKey ? freeFromKey.split(',') : [] }),
      ),
    [queryClient, categoryId, freeFromKey],
  );
}

const NO_ALLERGENS: readonly string[] = [];

/**
 * Once a list page is shown, fetches the page after it while the reader looks at this one, so
 * 'Next' shows its products at once instead of waiting for the answer (and rendering the grid
 * twice: dimmed, then new). `lastPage` is the shown page's own (undefined while it loads).
 */
export function usePrefetchNextProducts(
  { page, categoryId = null, freeFrom = NO_ALLERGENS }: ProductsQuery,
  lastPage: number | undefined,
) {
  const prefetch = usePrefetchProducts(categoryId, freeFrom);
  useEffect(() => {
    if (lastPage === undefined || page >= lastPage) return;
    return whenIdle(() => prefetch(page + 1));
  }, [prefetch, page, lastPage]);
}
