import type { NewOrderBody, NewOrderResponse } from '../../../../domain/schemas/order.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/myorders (bearer): places the order; the key makes a repeated submission return the first. */
export function placeOrder(body: NewOrderBody, idempotencyKey: string): Promise<NewOrderResponse> {
  return apiRequest<NewOrderResponse>('/api/myorders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
