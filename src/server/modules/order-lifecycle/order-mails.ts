import { addressLines, billingAddress, deliveryAddress } from '../../../domain/address-lines.ts';
import { slotLabel } from '../../../domain/delivery.ts';
import { deliveryDayText, londonDateText } from '../../../domain/london-date.ts';
import { formatPence } from '../../../domain/money.ts';
import type { ShippingInfo } from '../../../domain/schemas/order.ts';
import { storedVatByRate, vatFigures, vatRateOr } from '../../../domain/vat.ts';
import { parseShippingInfo } from '../../db/json-column.ts';
import type { OrderItemRow, OrderRow } from '../../db/schema.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

function mailedAddressLines(info: ShippingInfo, kind: 'delivery' | 'billing'): string[] {
  return addressLines(
    kind === 'delivery'
      ? { ...deliveryAddress(info), contact: [info.phone] }
      : { ...billingAddress(info), contact: [info.billing_email] },
  );
}

export function orderConfirmationSubject(orderNumber: string): string {
  return `Your W1 Wholesale order ${orderNumber}`;
}

export function paymentReceivedSubject(orderNumber: string): string {
  return `Payment received: your W1 Wholesale order ${orderNumber}`;
}

/**
 * The confirmation every order gets (docs/product.md §8.1), and again once its payment has arrived (with the
 * invoice marked paid): its lines, totals, delivery day and slot, and both
 * addresses. A pay-later order's mail says the invoice is attached and when it falls due. Every
 * piece of customer text is escaped in the HTML copy.
 */
/** What the confirmation mail tells of an order: known before the order is written. */
export type MailedOrder = Pick<
  OrderRow,
  | 'order_id'
  | 'customer_name'
  | 'payment_method'
  | 'payment_status'
  | 'sub_total_pence'
  | 'shipping_pence'
  | 'tax_pence'
  | 'total_pence'
  | 'shipping_info'
  | 'delivery_day'
  | 'delivery_time'
  | 'invoice_number'
  | 'due_at'
  | 'po_number'
  | 'delivery_notes'
>;
export type MailedItem = Pick<OrderItemRow, 'title' | 'note' | 'quantity' | 'unit_price_pence' | 'vat_rate'>;

export function orderConfirmationMail(
  to: string,
  order: MailedOrder,
  items: readonly MailedItem[],
  attachments: OutgoingMail['attachments'] = [],
  /** What the payment took: a pay-later invoice part-credited is paid less than its total. */
  paidPence: number = order.total_pence,
  /** Another subject and opening, for the same order told again (a change before its cut-off). */
  retold?: { subject: string; intro: string },
): OutgoingMail {
  const info = parseShippingInfo(order);
  const payLater = order.payment_method === 'pay_later';
  const paid = order.payment_status === 'paid';
  const greeting = `Hello ${order.customer_name ?? 'there'},`;
  const intro = retold
    ? retold.intro
    : paid
      ? `Thank you: we have received your payment of ${formatPence(paidPence)} for order ${order.order_id} and are preparing it.`
      : payLater
        ? `Thank you for your order ${order.order_id}. It is on your pay-later account.`
        : `Thank you for your order ${order.order_id}. We will prepare it once your payment has arrived.`;
  const lines = items.map((item) => ({
    // The venue's own note stays with its line, as it wrote it.
    title: item.note ? `${item.title} (note: ${item.note})` : item.title,
    quantity: item.quantity,
    unit: formatPence(item.unit_price_pence),
    total: formatPence(item.unit_price_pence * item.quantity),
  }));
  const totals: Array<[string, string]> = [
    ['Subtotal', formatPence(order.sub_total_pence)],
    ['Shipping', order.shipping_pence === 0 ? 'Included' : formatPence(order.shipping_pence)],
    ...vatFigures(
      storedVatByRate(
        items.map((item) => ({
          vatRatePercent: vatRateOr(item.vat_rate),
          lineTotalPence: item.unit_price_pence * item.quantity,
        })),
        order.tax_pence,
      ),
      order.tax_pence,
    ).map((figure): [string, string] => [figure.label, formatPence(figure.vatPence)]),
    ['Total', formatPence(order.total_pence)],
  ];
  const delivery = `${deliveryDayText(order.delivery_day)}, ${slotLabel(order.delivery_time)}`;
  const invoiceNote = !order.invoice_number
    ? null
    : paid
      ? `Your invoice ${order.invoice_number} is attached, marked paid.`
      : payLater
        ? `Your invoice ${order.invoice_number} is attached.${order.due_at ? ` Please pay it by ${londonDateText(order.due_at)}.` : ''}`
        : null;
  const poNumber = order.po_number ? `Your PO number: ${order.po_number}` : null;
  const deliveryNotes = order.delivery_notes ? `Delivery notes: ${order.delivery_notes}` : null;
  const shipTo = mailedAddressLines(info, 'delivery');
  const billTo = mailedAddressLines(info, 'billing');

  const text = [
    greeting,
    '',
    intro,
    ...(invoiceNote ? [invoiceNote] : []),
    ...(poNumber ? [poNumber] : []),
    '',
    ...lines.map((line) => `${line.quantity} × ${line.title} at ${line.unit} = ${line.total}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `Delivery: ${delivery}`,
    ...(deliveryNotes ? [deliveryNotes] : []),
    '',
    'Delivery address:',
    ...shipTo,
    '',
    'Billing address:',
    ...billTo,
  ].join('\n');

  const cell = (value: string, align = 'left') =>
    `<td style="text-align: ${align}">${escapeHtml(value)}</td>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(invoiceNote ? [`<p>${escapeHtml(invoiceNote)}</p>`] : []),
    ...(poNumber ? [`<p>${escapeHtml(poNumber)}</p>`] : []),
    '<table>',
    '<thead><tr><th>Product</th><th>Qty</th><th>Unit price excl. VAT</th><th>Total excl. VAT</th></tr></thead>',
    '<tbody>',
    ...lines.map(
      (line) =>
        `<tr>${cell(line.title)}${cell(String(line.quantity), 'right')}${cell(line.unit, 'right')}${cell(line.total, 'right')}</tr>`,
    ),
    '</tbody>',
    '</table>',
    '<table>',
    ...totals.map(
      ([label, value]) =>
        `<tr><th style="text-align: left">${escapeHtml(label)}</th>${cell(value, 'right')}</tr>`,
    ),
    '</table>',
    `<p><strong>Delivery:</strong> ${escapeHtml(delivery)}</p>`,
    ...(order.delivery_notes
      ? [`<p><strong>Delivery notes:</strong> ${escapeHtml(order.delivery_notes)}</p>`]
      : []),
    `<p><strong>Delivery address</strong><br>${shipTo.map(escapeHtml).join('<br>')}</p>`,
    `<p><strong>Billing address</strong><br>${billTo.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');

  return {
    to,
    subject:
      retold?.subject ??
      (paid ? paymentReceivedSubject(order.order_id) : orderConfirmationSubject(order.order_id)),
    text,
    html,
    attachments,
  };
}
