import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../domain/schemas/account.ts';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { sessionKeys } from '../query-keys.ts';

type WishlistChange =
  | { kind: 'add'; product: ProductSummary }
  | { kind: 'remove'; product: Pick<ProductSummary, 'id'> }
  | { kind: 'clear' };

function send(userId: number, change: WishlistChange): Promise<SuccessResponse> {
  switch (change.kind) {
    case 'add':
      return apiRequest('/api/wishlist', {
        method: 'POST',
        body: { user_id: userId, product_id: change.product.id },
      });
    case 'remove':
      return apiRequest(`/api/wishlist/${change.product.id}`, {
        method: 'DELETE',
        body: { user_id: userId, product_id: change.product.id },
      });
    case 'clear':
      return apiRequest('/api/wishlist/delete-all', { method: 'POST', body: { user_id: userId } });
  }
}

function applied(items: ProductSummary[], change: WishlistChange): ProductSummary[] {
  if (change.kind === 'clear') return [];
  const others = items.filter((item) => item.id !== change.product.id);
  return change.kind === 'add' ? [change.product, ...others] : others;
}

/**
 * Adds, removes or clears. The list changes at once (the heart fills on click) and is put back
 * if the server refuses; either way it is then reloaded from the server.
 */
export function useChangeWishlist(userId: number) {
  const queryClient = useQueryClient();
  const key = sessionKeys.wishlist(userId);
  return useMutation({
    mutationFn: (change: WishlistChange) => send(userId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProductSummary[]>(key);
      queryClient.setQueryData<ProductSummary[]>(key, applied(before ?? [], change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
