import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmendOrderBody, AmendOrderResponse } from '../../../../domain/schemas/order-amendment.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

/** POST /api/myorders/{order_id}/amend: the new lines (and slot); with `preview`, the figures only. */
export function amendOrder(orderNumber: string, body: AmendOrderBody): Promise<AmendOrderResponse> {
  return apiRequest<AmendOrderResponse>(`/api/myorders/${encodeURIComponent(orderNumber)}/amend`, {
    method: 'POST',
    body,
  });
}

/** The review (preview) and the change itself; a change reloads the orders, so the page shows it. */
export function useAmendOrder(userId: number, orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AmendOrderBody) => amendOrder(orderNumber, body),
    onSuccess: async (answer) => {
      if (!answer.preview) await queryClient.invalidateQueries({ queryKey: sessionKeys.orders(userId) });
    },
  });
}
