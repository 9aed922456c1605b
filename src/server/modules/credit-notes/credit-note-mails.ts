import { CREDIT_NOTE_SETTLEMENT_TEXT, type CreditNoteSettlement } from '../../../domain/credit-notes.ts';
import { formatPence } from '../../../domain/money.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer.ts';

export function creditNoteSubject(number: string, orderNumber: string): string {
  return `Credit note ${number} for your W1 Wholesale order ${orderNumber}`;
}

/**
 * The mail a customer gets when staff issue a credit note: how much, against which invoice, why,
 * how it is settled, and the credit note attached. Every piece of staff text is escaped in HTML.
 */
export function creditNoteMail(
  to: string,
  note: {
    name: string | null;
    number: string;
    orderNumber: string;
    invoiceNumber: string;
    totalPence: number;
    reason: string;
    settlement: CreditNoteSettlement;
  },
  attachment: MailAttachment,
): OutgoingMail {
  const paragraphs = [
    `Hello ${note.name ?? 'there'},`,
    `We have issued credit note ${note.number} for ${formatPence(note.totalPence)} (VAT included) against invoice ${note.invoiceNumber} for your order ${note.orderNumber}.`,
    `Reason: ${note.reason}`,
    CREDIT_NOTE_SETTLEMENT_TEXT[note.settlement],
    ...(note.settlement === 'card_refund'
      ? ['Refunds usually reach your account within 5 to 10 working days.']
      : []),
    'The credit note is attached. If you have any questions, reply to this email or contact us.',
  ];
  return {
    to,
    subject: creditNoteSubject(note.number, note.orderNumber),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    attachments: [attachment],
  };
}
