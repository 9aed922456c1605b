import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH } from '../../../../domain/pagination.ts';
import type { ProductPage } from '../../../../domain/schemas/catalog.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SearchQuery = { query: string; page?: number };

/** GET /api/products?q=TEXT&page=N: the server's case-insensitive name search, paginated like the list. */
export function searchProducts({ query, page = 1 }: SearchQuery, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ q: query.trim().slice(0, MAX_SEARCH_LENGTH), page: String(page) });
  return apiRequest<ProductPage>(`/api/products?${params}`, { signal });
}

/** The cache entry of a search; useSearchProducts reads it, the search box fills it ahead. */
export function searchProductsQuery({ query, page = 1 }: SearchQuery) {
  const text = query.trim();
  return queryOptions({
    queryKey: ['products', 'search', { query: text, page }],
    queryFn: ({ signal }) => searchProducts({ query: text, page }, signal),
    // An answer fetched ahead (while typing paused) is shown as it is when the dropdown opens,
    // not fetched a second time, whatever the client's default.
    staleTime: 60_000,
  });
}

export function useSearchProducts({ query, page = 1 }: SearchQuery, { enabled = true } = {}) {
  return useQuery({ ...searchProductsQuery({ query, page }), enabled: enabled && query.trim() !== '' });
}
