import { addressLines, deliveryAddress } from '../../../../domain/address-lines.ts';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import type { Order, OrderRefund, ShippingInfo } from '../../../../domain/schemas/order.ts';
import { humanize } from '../../../../domain/text.ts';

const METHOD_LABEL: Record<Order['payment_method'], string> = {
  card: 'Card',
  link: 'Payment link',
  pay_later: 'Pay later',
};

/** "Paid", or "Pending" — the payment status as docs/product.md §2.5 shows server words. */
export function paymentStatusText(order: Pick<Order, 'payment_status'>): string {
  return humanize(order.payment_status);
}

export function paymentMethodText(order: Pick<Order, 'payment_method'>): string {
  return METHOD_LABEL[order.payment_method];
}

/** The delivery address as lines: venue, street lines, city, postcode; empty parts left out. */
export function shippingAddressLines(info: ShippingInfo): string[] {
  return addressLines({ ...deliveryAddress(info), name: null });
}

/** A refund in the customer's words: how much, where to, and where it stands (refunds within 7 business days). */
export function refundText(refund: OrderRefund): string {
  const amount = formatPence(poundsToPence(refund.amount));
  const where = refund.to_card ? 'to the card you paid with' : 'to the account you paid from';
  if (refund.status === 'succeeded' || refund.status === 'manual') return `${amount} refunded ${where}.`;
  return `${amount} is being refunded ${where}, within 7 business days.`;
}
