import { slotLabel } from '../../../domain/delivery.ts';
import { deliveryDayText } from '../../../domain/london-date.ts';
import { formatPence } from '../../../domain/money.ts';
import type { OrderStatus } from '../../../domain/schemas/order.ts';
import type { OrderRow } from '../../db/schema.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

/** What each status means to the customer, in the mail that tells them of the change. */
const STATUS_NEWS: Record<OrderStatus, string> = {
  pending: 'Your order is waiting for its payment.',
  processing: 'We are preparing your order for delivery.',
  outstanding: 'Your order is on your pay-later account.',
  completed: 'Your order has been delivered. Thank you for ordering with us.',
  cancelled: 'Your order has been cancelled and will not be delivered.',
};

/** docs/product.md §9.5: refunds within 7 business days, to the way the order was paid. */
export function refundNews(refund: { amountPence: number; byHand: boolean }): string {
  const amount = formatPence(refund.amountPence);
  return refund.byHand
    ? `We will refund the ${amount} you paid to the account you paid from within 7 business days.`
    : `We are refunding the ${amount} you paid to the card you paid with. It reaches your account within 7 business days.`;
}

export function orderStatusSubject(orderNumber: string, status: OrderStatus): string {
  return status === 'cancelled'
    ? `Your W1 Wholesale order ${orderNumber} has been cancelled`
    : `Your W1 Wholesale order ${orderNumber} is now ${status}`;
}

/**
 * The mail a customer gets whenever the shop moves or cancels their order: the new status, what it
 * means, the reason for a cancellation and, for a cancelled pay-later order, that its credit is free
 * again; for a cancelled paid order, its refund. Every piece of customer or admin text is escaped in the HTML copy.
 */
export function orderStatusMail(
  to: string,
  order: OrderRow,
  change: {
    status: OrderStatus;
    reason?: string;
    creditReleasedPence?: number;
    /** What a paid order's cancellation hands back, and whether staff do it by hand. */
    refund?: { amountPence: number; byHand: boolean } | null;
  },
): OutgoingMail {
  const greeting = `Hello ${order.customer_name ?? 'there'},`;
  const news = `Your order ${order.order_id} is now ${change.status}. ${STATUS_NEWS[change.status]}`;
  const delivery =
    change.status === 'cancelled'
      ? null
      : `Delivery: ${deliveryDayText(order.delivery_day)}, ${slotLabel(order.delivery_time)}`;
  const reason = change.reason ? `Reason: ${change.reason}` : null;
  const credit = change.creditReleasedPence
    ? `The ${formatPence(change.creditReleasedPence)} this order took from your pay-later credit is available again.`
    : null;
  const refund = change.refund ? refundNews(change.refund) : null;
  const poNumber = order.po_number ? `Your PO number: ${order.po_number}` : null;
  const paragraphs = [greeting, news, poNumber, reason, credit, refund, delivery].filter(
    (line): line is string => line !== null,
  );
  return {
    to,
    subject: orderStatusSubject(order.order_id, change.status),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

export function orderPaidSubject(orderNumber: string): string {
  return `We have received your payment for W1 Wholesale order ${orderNumber}`;
}

/**
 * The mail a customer gets when staff record their order's payment (bank transfer, card by phone):
 * the amount paid, which for a pay-later invoice part-credited is what it still owed, not its total.
 */
export function orderPaidMail(
  to: string,
  order: OrderRow,
  payment: { paidPence: number; method: string; reference: string | null; status: OrderStatus },
): OutgoingMail {
  const reference = payment.reference ? `, reference ${payment.reference}` : '';
  const paragraphs = [
    `Hello ${order.customer_name ?? 'there'},`,
    `We have received your payment of ${formatPence(payment.paidPence)} for order ${order.order_id} (${payment.method}${reference}). Thank you.`,
    `Your order is now ${payment.status}. ${STATUS_NEWS[payment.status]}`,
  ];
  return {
    to,
    subject: orderPaidSubject(order.order_id),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
