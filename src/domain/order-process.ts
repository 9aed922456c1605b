import type { OrderStatus, PaymentStatus } from './schemas/order.ts';

/**
 * The order process as data (docs/order-lifecycle.md): each allowed move and the payment state it
 * needs. Any move not listed is refused; cancelled and completed are final.
 */
export const ORDER_TRANSITIONS: readonly {
  from: OrderStatus;
  to: OrderStatus;
  /** The payment status the order must have for this move. */
  payment: PaymentStatus;
}[] = [
  // Card or payment link: the provider confirms the payment.
  { from: 'pending', to: 'processing', payment: 'paid' },
  // The customer (or the shop) cancels before anything is paid.
  { from: 'pending', to: 'cancelled', payment: 'pending' },
  // Delivered.
  { from: 'processing', to: 'completed', payment: 'paid' },
  // A pay-later invoice, once paid, carries on like any paid order.
  { from: 'outstanding', to: 'processing', payment: 'paid' },
  { from: 'outstanding', to: 'completed', payment: 'paid' },
  // The shop (never the customer: see customerMayCancel) cancels an unpaid pay-later invoice, and
  // its credit is released with it.
  { from: 'outstanding', to: 'cancelled', payment: 'pending' },
];

type OrderState = { status: OrderStatus; payment_status: PaymentStatus };

/** Why the order cannot move to `to`, or null when it can. */
export function transitionRefusal(order: OrderState, to: OrderStatus): string | null {
  const move = ORDER_TRANSITIONS.find((candidate) => candidate.from === order.status && candidate.to === to);
  if (!move) return `An order that is ${order.status} cannot become ${to}.`;
  if (move.payment !== order.payment_status) {
    return move.payment === 'paid'
      ? `The order must be paid before it can become ${to}.`
      : `A paid order cannot become ${to}.`;
  }
  return null;
}

/** The statuses the table lets this order move to next, in the table's order. */
export function nextStatuses(order: OrderState): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (move) => move.from === order.status && move.payment === order.payment_status,
  ).map((move) => move.to);
}

/**
 * The status an order takes when its payment arrives (a card payment, a payment link, a pay-later
 * invoice paid by card or bank transfer), or null when the order cannot be paid: it is already
 * paid, or cancelled, or in a state the transition table gives no paid move from.
 */
export function statusAfterPayment(order: OrderState): OrderStatus | null {
  if (order.payment_status === 'paid') return null;
  const move = ORDER_TRANSITIONS.find(
    (candidate) =>
      candidate.from === order.status && candidate.to === 'processing' && candidate.payment === 'paid',
  );
  return move ? move.to : null;
}

/** docs/product.md §4.2: a customer may cancel while payment is pending and the order is neither cancelled nor outstanding. */
export function customerMayCancel(order: OrderState): boolean {
  return (
    order.payment_status === 'pending' &&
    order.status !== 'cancelled' &&
    order.status !== 'outstanding' &&
    transitionRefusal(order, 'cancelled') === null
  );
}

/**
 * The statuses in which a customer may still pay an order by card: a card or link order awaiting
 * its payment, and (beyond the spec) a pay-later invoice still owed.
 */
export const PAYABLE_BY_CARD_STATUSES: readonly OrderStatus[] = ['pending', 'outstanding'];

/** A card payment (POST /api/checkout, 'Make payment', 'Share link') is open to an unpaid order that is pending or outstanding. */
export function customerMayPayByCard(order: OrderState): boolean {
  return order.payment_status === 'pending' && PAYABLE_BY_CARD_STATUSES.includes(order.status);
}

/** An order has a VAT invoice once it is paid or owed on pay-later terms (docs/product.md §4.2). */
export function hasInvoice(order: OrderState): boolean {
  return order.payment_status === 'paid' || order.status === 'outstanding';
}

export type OrderActions = {
  shareLink: boolean;
  makePayment: boolean;
  paidBadge: boolean;
  invoice: boolean;
  cancel: boolean;
  recall: boolean;
};

/**
 * Which row actions the orders page offers (docs/product.md §4.2, orders page actions). docs/product.md §4.2 offers 'Share link'
 * and 'Make payment' to any unpaid order not cancelled; among the statuses an unpaid order can have
 * that is pending and outstanding (a pay-later invoice paid by card, beyond the spec), which is
 * exactly what POST /api/checkout accepts, so the buttons follow customerMayPayByCard.
 */
export function orderActions(order: OrderState): OrderActions {
  const live = order.status !== 'cancelled';
  const payable = customerMayPayByCard(order);
  return {
    shareLink: payable,
    makePayment: payable,
    paidBadge: order.payment_status === 'paid' && live,
    invoice: hasInvoice(order),
    cancel: customerMayCancel(order),
    recall: true,
  };
}

/** The badge colour of each status (docs/product.md §4.1). */
export const ORDER_STATUS_TONE: Record<OrderStatus, 'warning' | 'grey' | 'info' | 'success' | 'error'> = {
  pending: 'warning',
  processing: 'grey',
  outstanding: 'info',
  completed: 'success',
  cancelled: 'error',
};

/** Orders the shop has accepted and is working on: the profile's 'Confirmed' figure. */
export const CONFIRMED_STATUSES: readonly OrderStatus[] = ['processing', 'outstanding'];
