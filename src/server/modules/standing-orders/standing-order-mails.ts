import { slotLabel } from '../../../domain/delivery.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { deliveryDayText } from '../orders/orders.public.ts';

export function standingOrderFailedSubject(name: string): string {
  return `We could not place your standing order "${name}"`;
}

/**
 * The mail of a delivery whose order could not be placed: which delivery, why, and that nothing was
 * ordered for it, so the venue orders it by hand or puts the standing order right in time.
 */
export function standingOrderFailedMail(
  to: string,
  venueName: string,
  standingOrder: { name: string; slot: string },
  deliveryDate: string,
  reason: string,
): OutgoingMail {
  const paragraphs = [
    `Hello ${venueName},`,
    `We could not place your standing order "${standingOrder.name}" for ${deliveryDayText(deliveryDate)}, ${slotLabel(standingOrder.slot)}.`,
    `The reason: ${reason}`,
    'Nothing was ordered for this delivery. To have it delivered, please place the order yourself before its cut-off, or change the standing order under Standing orders in your account.',
  ];
  return {
    to,
    subject: standingOrderFailedSubject(standingOrder.name),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
