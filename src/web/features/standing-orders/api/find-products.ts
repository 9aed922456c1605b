import { useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH } from '../../../../domain/pagination.ts';
import type { ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The catalogue's first page of products whose name answers `text` (GET /api/products?q=), to add to a standing order. */
export function useFindProducts(text: string) {
  const query = text.trim().slice(0, MAX_SEARCH_LENGTH);
  return useQuery({
    queryKey: ['products', 'search', { query, page: 1 }],
    queryFn: ({ signal }) =>
      apiRequest<ProductPage>(`/api/products?${new URLSearchParams({ q: query, page: '1' })}`, { signal }),
    enabled: query !== '',
    staleTime: 60_000,
  });
}
