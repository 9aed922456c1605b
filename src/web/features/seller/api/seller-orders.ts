import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerOrderLinePage } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/seller/orders?page=: the order lines of the seller's own products. */
export function useSellerOrderLines(page: number) {
  return useQuery({
    queryKey: ['back-office', 'seller', 'orders', page],
    queryFn: ({ signal }) => apiRequest<SellerOrderLinePage>(`/api/seller/orders?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
