import { formatPence } from '../../domain/money.ts';
import { REFUND_REASON_TEXT, type RefundReason } from '../../domain/refunds.ts';
import { escapeHtml } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export function paymentRefundedSubject(what: string): string {
  return `Your payment for ${what} has been refunded`;
}

/**
 * The mail a customer gets when a card payment could not be applied and was handed back: what was
 * paid for, how much, why, and when the money shows. Takes only what it prints.
 */
export function paymentRefundedMail(
  to: string,
  refund: { name: string | null; what: string; amountPence: number; reason: RefundReason },
): OutgoingMail {
  const paragraphs = [
    `Hello ${refund.name ?? 'there'},`,
    `We received your card payment of ${formatPence(refund.amountPence)} for ${refund.what}, but could not use it: ${REFUND_REASON_TEXT[refund.reason]}`,
    'We are refunding it in full to the card you paid with. Refunds usually reach your account within 5 to 10 working days. Nothing more is needed from you.',
    'If you have any questions, reply to this email or contact us.',
  ];
  return {
    to,
    subject: paymentRefundedSubject(refund.what),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
