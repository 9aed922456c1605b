import { customerMayPayByCard } from '../../../../domain/order-process.ts';
import type { Order } from '../../../../domain/schemas/order.ts';

type ConfirmableOrder = Pick<Order, 'status' | 'payment_status' | 'payment_method' | 'payment_url'>;

/**
 * Whether the success page should wait for the provider's word on a payment: the order is still
 * payable by card and a card payment was started for it. That is any card or link order (the
 * provider sends the customer here right after paying, a few hundred ms before its event), and a
 * pay-later invoice with a payment page (paid by card from the orders page). A pay-later order
 * just placed has none, so its success page does not wait.
 */
export function awaitsPaymentConfirmation(order: ConfirmableOrder): boolean {
  if (!customerMayPayByCard(order)) return false;
  return order.payment_method !== 'pay_later' || order.payment_url !== null;
}
