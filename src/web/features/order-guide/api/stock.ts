import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderGuide,
  OrderGuideStockChange,
  OrderProposal,
} from '../../../../domain/schemas/order-guide.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

export type StockChange = { productId: number } & OrderGuideStockChange;

/**
 * Saves a product's par or count (PATCH /api/order-guide/items/{id}/stock) and, once saved, shows
 * it on the guide as the server stored it would: the count dated now.
 */
export function useSaveStock(userId: number) {
  const queryClient = useQueryClient();
  const key = sessionKeys.orderGuide(userId);
  return useMutation({
    mutationFn: ({ productId, ...body }: StockChange) =>
      apiRequest(`/api/order-guide/items/${productId}/stock`, { method: 'PATCH', body }),
    onSuccess: (_answer, { productId, par_units, counted_units }) => {
      const countedAt = new Date().toISOString();
      queryClient.setQueryData<OrderGuide>(key, (guide) =>
        guide
          ? {
              items: guide.items.map((item) =>
                item.product.id !== productId
                  ? item
                  : {
                      ...item,
                      ...(par_units !== undefined && { par_units }),
                      ...(counted_units !== undefined && {
                        counted_units,
                        counted_at: counted_units === null ? null : countedAt,
                      }),
                    },
              ),
            }
          : guide,
      );
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orderProposal(userId) });
    },
  });
}

/** GET /api/order-guide/proposal: what today's count proposes, at today's prices. */
export function useOrderProposal(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.orderProposal(userId),
    queryFn: ({ signal }) => apiRequest<OrderProposal>('/api/order-guide/proposal', { signal }),
    enabled: userId > 0 && enabled,
  });
}
