import { useMutation } from '@tanstack/react-query';
import type { RecallResponse } from '../../../../domain/schemas/order.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { FAILED_TO_CANCEL_ORDER } from './cancel-order.ts';

/**
 * POST /api/orders/{id}/recall (no body): the order's lines as a basket at today's catalogue data,
 * and the titles of lines whose products are gone. docs/product.md §8.1 words a failure here the same as a
 * failed cancel.
 */
export async function recallOrder(id: number): Promise<RecallResponse> {
  try {
    return await apiRequest<RecallResponse>(`/api/orders/${id}/recall`, { method: 'POST' });
  } catch {
    throw new Error(FAILED_TO_CANCEL_ORDER);
  }
}

export function useRecallOrder() {
  return useMutation({ mutationFn: (id: number) => recallOrder(id) });
}
