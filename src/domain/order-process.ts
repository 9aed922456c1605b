import {
  applyMove,
  fulfilmentFromLegacyStatus,
  LIFECYCLE_MOVES,
  type LifecycleState,
  moveRefusal,
  visibleStatus,
} from './order-lifecycle.ts';
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
 * The lifecycle's states an order shown only by its status and payment status stands for: the
 * delivery state its status implies, and pay later for an outstanding one (card otherwise, as a
 * card or link order is treated alike).
 */
function lifecycleStateOf(order: OrderState): LifecycleState {
  return {
    fulfilment_status: fulfilmentFromLegacyStatus(order.status),
    payment_status: order.payment_status,
    payment_method: order.status === 'outstanding' ? 'pay_later' : 'card',
  };
}

/**
 * The status an order takes when its payment arrives (a card payment, a payment link, a pay-later
 * invoice paid by card or bank transfer), or null when the order cannot be paid: the lifecycle's
 * 'pay' move decides (docs/order-lifecycle.md).
 */
export function statusAfterPayment(order: OrderState): OrderStatus | null {
  const state = lifecycleStateOf(order);
  if (moveRefusal(state, 'pay', 'shop') !== null) return null;
  const pay = LIFECYCLE_MOVES.find((move) => move.name === 'pay');
  return pay ? visibleStatus(applyMove(state, pay)) : null;
}

/**
 * docs/product.md §4.2: a customer may cancel while payment is pending and the order is neither
 * cancelled nor outstanding; the lifecycle's 'cancel' move by a customer decides. (A paid order's
 * own Cancel, until 24 hours before its slot, is order-cancellation.ts's.)
 */
export function customerMayCancel(order: OrderState): boolean {
  return (
    order.payment_status === 'pending' && moveRefusal(lifecycleStateOf(order), 'cancel', 'customer') === null
  );
}

/**
 * The lifecycle move (docs/order-lifecycle.md) the back office's older POST /status route makes for
 * each status it is asked for. Processing is no move of its own: an order reads processing once
 * its payment is recorded, so that route has nothing to do for it.
 */
export const STATUS_ROUTE_MOVES: Partial<Record<OrderStatus, 'deliver' | 'cancel'>> = {
  completed: 'deliver',
  cancelled: 'cancel',
};

export const PROCESSING_IS_NO_MOVE =
  'An order becomes processing when its payment is recorded (Record payment), not by a move of its own.';

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
