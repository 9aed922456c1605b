import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { loadUserList } from '../load-user-list.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';

/** A seller's own products (docs/product.md §4.4: a seller loads them once known). */
export function useSellerProducts() {
  const { ownerId: sellerId, isUserLoading } = useListOwner('seller');
  const query = useQuery({
    queryKey: sessionKeys.sellerProducts(sellerId),
    queryFn: ({ signal }) =>
      loadUserList<ProductSummary>(`/api/seller-products?seller_id=${sellerId}`, 'products', signal),
    enabled: sellerId > 0,
  });
  return { products: query.data ?? [], isLoading: isUserLoading || (sellerId > 0 && query.isPending) };
}
