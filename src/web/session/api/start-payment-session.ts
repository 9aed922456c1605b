import { apiRequest } from '../../lib/api-client.ts';

type CheckoutAnswer = { url?: unknown; id?: unknown };

/**
 * POST /api/checkout {order_id, email}: a card payment session for a placed order, resolved with
 * the page where the customer pays. The checkout asks for it after placing a card or link order,
 * the orders page for an order still awaiting payment. The endpoint arrives with the next issue;
 * until then this rejects (404), and each caller says so in its own way.
 */
export async function startPaymentSession(orderId: string, email: string): Promise<string> {
  const answer = await apiRequest<CheckoutAnswer | null>('/api/checkout', {
    method: 'POST',
    body: { order_id: orderId, email },
  });
  if (typeof answer?.url !== 'string' || answer.url === '') {
    throw new Error('The payment service answered without a payment page.');
  }
  return answer.url;
}
