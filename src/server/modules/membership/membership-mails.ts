import { londonDateText } from '../../../domain/london-date.ts';
import { formatPence } from '../../../domain/money.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer.ts';

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  attachments: MailAttachment[] = [],
): OutgoingMail {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    attachments,
  };
}

export function membershipInvoiceMail(
  to: string,
  name: string,
  invoice: { invoiceNumber: string; totalPence: number; periodStart: string; periodEnd: string },
  attachment: MailAttachment,
): OutgoingMail {
  return mail(
    to,
    `Your W1 Wholesale membership invoice ${invoice.invoiceNumber}`,
    [
      `Hello ${name},`,
      `Thank you: we have received ${formatPence(invoice.totalPence)} for your W1 Wholesale membership from ${londonDateText(invoice.periodStart)} to ${londonDateText(invoice.periodEnd)}.`,
      `Your invoice ${invoice.invoiceNumber} is attached. Member prices and same-day delivery are yours for the month.`,
    ],
    [attachment],
  );
}

export function membershipEndedMail(
  to: string,
  name: string,
  endedAt: string,
  reason: 'declined' | 'cancelled',
): OutgoingMail {
  const why =
    reason === 'declined'
      ? `We could not take this month's membership payment: your card was declined. Your membership ended on ${londonDateText(endedAt)}.`
      : `Your membership ended on ${londonDateText(endedAt)}, as you asked.`;
  return mail(to, 'Your W1 Wholesale membership has ended', [
    `Hello ${name},`,
    why,
    'You can still order at list prices with next-day delivery. To have member prices and same-day delivery again, subscribe from Membership in your account.',
  ]);
}
