import { slotLabel } from '../../../domain/delivery.ts';
import { deliveryDayText } from '../../../domain/london-date.ts';
import { escapeHtml } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

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

export function standingOrderCardDeclinedSubject(name: string): string {
  return `Your card was not charged for your standing order "${name}"`;
}

/**
 * The mail of a delivery whose order was placed but could not be charged to the saved card: the
 * order stands, awaiting payment, and the link leads to its page to pay it before it is delivered.
 */
export function standingOrderCardDeclinedMail(
  to: string,
  venueName: string,
  standingOrder: { name: string; slot: string },
  deliveryDate: string,
  order: { number: string; payUrl: string },
  reason: string,
): OutgoingMail {
  const paragraphs = [
    `Hello ${venueName},`,
    `We placed your standing order "${standingOrder.name}" for ${deliveryDayText(deliveryDate)}, ${slotLabel(standingOrder.slot)}, as order ${order.number}, but could not charge your saved card.`,
    `The reason: ${reason}`,
    `The order awaits payment. Please pay it here: ${order.payUrl}`,
    'To have the next deliveries charged, replace the saved card under Standing orders in your account.',
  ];
  return {
    to,
    subject: standingOrderCardDeclinedSubject(standingOrder.name),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((paragraph) =>
        paragraph.includes(order.payUrl)
          ? `<p>The order awaits payment. <a href="${escapeHtml(order.payUrl)}">Pay order ${escapeHtml(order.number)}</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join('\n'),
  };
}
