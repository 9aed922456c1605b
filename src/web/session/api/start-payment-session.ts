import { apiRequest } from '../../lib/api-client.ts';

type CheckoutAnswer = { url?: unknown; id?: unknown };

/**
 * POST /api/checkout {order_id, email}: a card payment session for a placed order, resolved with
 * the page where the customer pays (the provider's hosted page). The checkout asks for it after
 * placing a card or link order, the orders page for an order still awaiting payment. The server
 * hands back the open session again, or a new one when the stored one expired, so callers always
 * ask rather than trust an order's stored payment_url. It rejects (403, 404, 409, network) with
 * ApiRequestError; docs/product.md §8.1 has callers log that and stop their spinner.
 */
export async function startPaymentSession(
  orderId: string,
  email: string,
  /** 'link' when the customer shares the page rather than paying now: the order keeps it. */
  paymentMethod?: 'card' | 'link',
): Promise<string> {
  const answer = await apiRequest<CheckoutAnswer | null>('/api/checkout', {
    method: 'POST',
    body: { order_id: orderId, email, ...(paymentMethod ? { payment_method: paymentMethod } : {}) },
  });
  if (typeof answer?.url !== 'string' || answer.url === '') {
    throw new Error('The payment service answered without a payment page.');
  }
  return answer.url;
}
