import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubstituteCandidates, SubstitutedLine } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/order-items/{id}/substitutes, asked only once staff open the line's choice. */
export function useSubstituteCandidates(itemId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'substitutes', itemId] as const,
    queryFn: async ({ signal }) =>
      SubstituteCandidates.parse(
        await apiRequest<unknown>(`/api/admin/order-items/${itemId}/substitutes`, { signal }),
      ).candidates,
    enabled,
    staleTime: 0,
  });
}

/** POST /api/admin/order-items/{id}/substitute; the run is asked again so its lines and notes show it. */
export function useSubstituteLine(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: number) =>
      SubstitutedLine.parse(
        await apiRequest<unknown>(`/api/admin/order-items/${itemId}/substitute`, {
          method: 'POST',
          body: { product_id: productId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'delivery-run'] }),
  });
}
