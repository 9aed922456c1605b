import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH } from '../../../../domain/pagination.ts';
import type { ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SearchQuery = {
  query: string;
  page?: number;
  /** Allergen keys every product must be declared free from. */
  freeFrom?: readonly string[];
};

/** GET /api/products?q=TEXT&page=N: the server's case-insensitive name search, paginated like the list. */
export function searchProducts(
  { query, page = 1, freeFrom = [] }: SearchQuery,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams({ q: query.trim().slice(0, MAX_SEARCH_LENGTH), page: String(page) });
  if (freeFrom.length > 0) params.set('free_from', freeFrom.join(','));
  return apiRequest<ProductPage>(`/api/products?${params}`, { signal });
}

/** The cache entry of a search; useSearchProducts reads it, the search box fills it ahead. */
export function searchProductsQuery({ query, page = 1, freeFrom = [] }: SearchQuery) {
  const text = query.trim();
  const allergens = freeFrom.join(',');
  return queryOptions({
    // Without allergens the key is the one the search box fills ahead, so its answers are reused.
    queryKey: [
      'products',
      'search',
      allergens ? { query: text, page, freeFrom: allergens } : { query: text, page },
    ],
    queryFn: ({ signal }) => searchProducts({ query: text, page, freeFrom }, signal),
    // An answer fetched ahead (while typing paused) is shown as it is when the dropdown opens,
    // not fetched a second time, whatever the client's default.
    staleTime: 60_000,
  });
}

export function useSearchProducts({ query, page = 1, freeFrom = [] }: SearchQuery, { enabled = true } = {}) {
  return useQuery({
    ...searchProductsQuery({ query, page, freeFrom }),
    enabled: enabled && query.trim() !== '',
  });
}
