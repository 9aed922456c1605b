import { useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH } from '../../../../domain/pagination.ts';
import type { ProductPage } from '../../../../domain/schemas/catalog.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SearchQuery = { query: string; page?: number };

/** GET /api/products?q=TEXT&page=N: the server's case-insensitive name search, paginated like the list. */
export function searchProducts({ query, page = 1 }: SearchQuery, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ q: query.trim().slice(0, MAX_SEARCH_LENGTH), page: String(page) });
  return apiRequest<ProductPage>(`/api/products?${params}`, { signal });
}

export function useSearchProducts({ query, page = 1 }: SearchQuery, { enabled = true } = {}) {
  const text = query.trim();
  return useQuery({
    queryKey: ['products', 'search', { query: text, page }],
    queryFn: ({ signal }) => searchProducts({ query: text, page }, signal),
    enabled: enabled && text !== '',
  });
}
