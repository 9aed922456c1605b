import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../domain/schemas/catalogue.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/products/:idOrSlug: the product with its reviews, newest first. */
export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`, { signal });
}

/** Under `productKeys.all` sits every product page's data, whatever id or slug it was opened by. */
export const productKeys = {
  all: ['product'] as const,
  detail: (slug: string) => ['product', slug] as const,
};

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

export function useProduct(slug: string) {
  return useQuery({
    queryKey: productKeys.detail(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
    // A missing product stays missing; asking again only delays the not-found message.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });
}
