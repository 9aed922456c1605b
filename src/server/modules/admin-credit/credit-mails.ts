import { londonDateText } from '../../../domain/london-date.ts';
import { formatPence } from '../../../domain/money.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer.ts';

function html(paragraphs: string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
}

export function paymentReceivedSubject(): string {
  return 'We have received your payment';
}

/**
 * Sent when an admin records a bank transfer: which invoices it paid, each for what it still owed
 * (its total less any credit notes), and the credit now free.
 */
export function paymentReceivedMail(
  to: string,
  name: string,
  paid: ReadonlyArray<{ order_id: string; paid_pence: number }>,
  availablePence: number,
): OutgoingMail {
  const total = paid.reduce((sum, order) => sum + order.paid_pence, 0);
  const paragraphs = [
    `Hello ${name},`,
    `Thank you: we have received your payment of ${formatPence(total)}.`,
    ...paid.map((order) => `Order ${order.order_id}: ${formatPence(order.paid_pence)}, now paid.`),
    `Your available pay-later credit is now ${formatPence(availablePence)}.`,
  ];
  return { to, subject: paymentReceivedSubject(), text: paragraphs.join('\n\n'), html: html(paragraphs) };
}

export function reminderSubject(orderNumber: string): string {
  return `Payment reminder: your W1 Wholesale invoice for order ${orderNumber} is overdue`;
}

/**
 * A reminder for an overdue pay-later invoice, with the invoice attached again. It asks for what is
 * still owed (the total less credit notes), and says so when credit notes have reduced it, since the
 * attached invoice shows the full total.
 */
export function paymentReminderMail(
  to: string,
  order: {
    order_id: string;
    invoice_number: string | null;
    customer_name: string | null;
    total_pence: number;
    owed_pence: number;
    due_at: string;
  },
  attachment: MailAttachment,
): OutgoingMail {
  const invoice = order.invoice_number ? `invoice ${order.invoice_number}` : 'the invoice';
  const owed = formatPence(order.owed_pence);
  const amount =
    order.owed_pence < order.total_pence
      ? `${owed} (its total of ${formatPence(order.total_pence)} less credit notes)`
      : owed;
  const paragraphs = [
    `Hello ${order.customer_name ?? 'there'},`,
    `Our records show that ${invoice} for order ${order.order_id}, ${amount}, was due on ${londonDateText(order.due_at)} and is still unpaid.`,
    'Please pay it by bank transfer, quoting the invoice number. Until it is paid, new orders cannot go on pay-later credit.',
    'If you have paid it in the last few days, thank you, and please ignore this reminder.',
  ];
  return {
    to,
    subject: reminderSubject(order.order_id),
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
    attachments: [attachment],
  };
}
