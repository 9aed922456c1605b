import { useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH } from '../../../../domain/pagination.ts';
import type { ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/products?q=TEXT: the catalogue's name search, for adding a product to an order being changed. */
function searchCatalogue(query: string, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ q: query.slice(0, MAX_SEARCH_LENGTH), page: '1' });
  return apiRequest<ProductPage>(`/api/products?${params}`, { signal });
}

/** The first page of matches for `query` (trimmed); nothing is asked while it is empty. */
export function useCatalogueSearch(query: string) {
  const text = query.trim();
  return useQuery({
    // The header's search caches the same answer under this key, so either fills the other.
    queryKey: ['products', 'search', { query: text, page: 1 }],
    queryFn: ({ signal }) => searchCatalogue(text, signal),
    enabled: text !== '',
    staleTime: 60_000,
  });
}
