import { useQuery } from '@tanstack/react-query';
import type { AwaitingChangeResponse } from '../../../../domain/schemas/order-amendment.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/myorders/{order_id}/awaiting-change: a change to the customer's paid card order still
 * waiting for its difference to be paid, or null. Asked only of paid card orders, the only ones a
 * change can leave waiting.
 */
export function useAwaitingChange(orderNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['my-awaiting-change', orderNumber] as const,
    queryFn: ({ signal }) =>
      apiRequest<AwaitingChangeResponse>(`/api/myorders/${encodeURIComponent(orderNumber)}/awaiting-change`, {
        signal,
      }),
    enabled: enabled && orderNumber !== '',
    retry: false,
  });
}
