import { slotLabel } from '../../../domain/delivery.ts';
import { deliveryDayText } from '../../../domain/london-date.ts';
import { substitutionText } from '../../../domain/substitutions.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import type { OrderItemRow, OrderRow } from '../orders/orders.public.ts';

export function substitutionSubject(orderNumber: string): string {
  return `A substitute in your W1 Wholesale order ${orderNumber}`;
}

/**
 * The venue's mail when staff put a substitute in (decision 0188): "X was substituted for Y", the
 * units it covers, and that the line's price stays as ordered.
 */
export function substitutionMail(to: string, order: OrderRow, item: OrderItemRow): OutgoingMail {
  const substitute = item.substitute_title ?? '';
  const pack = item.substitute_pack ? ` (${item.substitute_pack})` : '';
  const paragraphs = [
    `Hello ${order.customer_name ?? 'there'},`,
    `${substitutionText(substitute, item.title)} in your order ${order.order_id}: ${item.units_short} of the ${item.quantity} you ordered were not in stock, so we are sending ${substitute}${pack} instead.`,
    'You pay no more than you ordered: the line keeps its price.',
    `Delivery: ${deliveryDayText(order.delivery_day)}, ${slotLabel(order.delivery_time)}`,
  ];
  return {
    to,
    subject: substitutionSubject(order.order_id),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
