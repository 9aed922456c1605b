import { slotStart } from './delivery.ts';
import { isDelivered, type LifecycleState, moveRefusal } from './order-lifecycle.ts';

/**
 * Who may cancel an order, and until when (docs/product.md §9.5, the shop's terms: "You may cancel an
 * order free of charge up to 24 hours before the start of its delivery slot").
 *
 * - A card or link order still awaiting its payment: its customer, until it is delivered (nothing
 *   was taken, so nothing is charged).
 * - A paid card or link order: its customer, until 24 hours before its slot starts; what was paid is
 *   refunded to the card.
 * - A pay-later order: only staff (docs/product.md §4.2), since the invoice is on the account; the
 *   customer asks the shop, which cancels free on the same terms.
 * - Staff: any order not yet delivered (nor already cancelled).
 */

/** How long before its slot starts a paid order can still be cancelled by its customer. */
export const CANCEL_NOTICE_HOURS = 24;

export const PAY_LATER_CANCEL_BY_SHOP =
  'A pay-later order cannot be cancelled here. Please contact us about this invoice.';
export const CANCEL_TOO_LATE =
  'This order can no longer be cancelled here: its delivery slot starts within 24 hours. Please contact us.';

export type CancellableOrder = LifecycleState & { delivery_day: string; delivery_time: string | null };

/**
 * The last moment the customer may cancel the order themself, or null when no deadline applies (an
 * unpaid card or link order) or they cannot cancel it at all.
 */
export function customerCancelDeadline(order: CancellableOrder): Date | null {
  if (order.payment_method === 'pay_later' || order.payment_status !== 'paid') return null;
  if (order.fulfilment_status === 'cancelled' || isDelivered(order.fulfilment_status)) return null;
  const start = slotStart(order.delivery_day, order.delivery_time);
  return new Date(start.getTime() - CANCEL_NOTICE_HOURS * 3_600_000);
}

/** Why the customer may not cancel the order at `now`, or null when they may. */
export function customerCancelRefusal(order: CancellableOrder, now: Date): string | null {
  if (order.fulfilment_status === 'cancelled') return 'This order is already cancelled.';
  if (order.payment_method === 'pay_later') return PAY_LATER_CANCEL_BY_SHOP;
  const refusal = moveRefusal(order, 'cancel', 'customer');
  if (refusal) return refusal;
  const deadline = customerCancelDeadline(order);
  if (deadline && now.getTime() > deadline.getTime()) return CANCEL_TOO_LATE;
  return null;
}

/**
 * Whether a paid order, as the API shows it (its `cancellable_until`), may still be cancelled by its
 * customer at `now`: what the orders page offers besides the spec's Cancel of an unpaid order.
 */
export function paidOrderCancellable(order: { cancellable_until: string | null }, now: Date): boolean {
  return order.cancellable_until !== null && now.getTime() <= Date.parse(order.cancellable_until);
}
