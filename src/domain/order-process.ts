import {
  applyMove,
  availableMoves,
  fulfilmentFromLegacyStatus,
  LIFECYCLE_MOVES,
  type LifecycleState,
  moveRefusal,
  visibleStatus,
} from './order-lifecycle.ts';
import type { OrderStatus, PaymentStatus } from './schemas/order.ts';

type OrderState = { status: OrderStatus; payment_status: PaymentStatus };

/**
 * The statuses the back office's older POST /status route can move this order to, each with the
 * lifecycle move that does it: a delivery move staff may make now that changes the status the order
 * reads as (docs/order-lifecycle.md). Cancel is among them; the route sends it to Cancel order, which
 * asks for a reason.
 */
export function staffStatusMoves(order: LifecycleState): { status: OrderStatus; move: string }[] {
  const current = visibleStatus(order);
  const moves = new Map<OrderStatus, string>();
  for (const move of availableMoves(order, 'staff')) {
    if (move.kind !== 'fulfilment') continue;
    const status = visibleStatus(applyMove(order, move));
    // The table's first move to a status is the one the route makes (deliver before deliver short).
    if (status !== current && !moves.has(status)) moves.set(status, move.name);
  }
  return [...moves].map(([status, move]) => ({ status, move }));
}

/**
 * The move the status route makes to give this order the status `to`, or why it cannot: an unpaid
 * order that a payment would let get there must be paid first; any other is refused.
 */
export function statusRouteMove(
  order: LifecycleState & { status: OrderStatus },
  to: OrderStatus,
): { move: string } | { refusal: string } {
  const found = staffStatusMoves(order).find((candidate) => candidate.status === to);
  if (found) return { move: found.move };
  const pay = LIFECYCLE_MOVES.find((move) => move.name === 'pay');
  if (pay && moveRefusal(order, pay.name, 'staff') === null) {
    const paid = applyMove(order, pay);
    if (visibleStatus(paid) === to || staffStatusMoves(paid).some((candidate) => candidate.status === to)) {
      return { refusal: `The order must be paid before it can become ${to}.` };
    }
  }
  return { refusal: `An order that is ${order.status} cannot become ${to}.` };
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
