import type { OrderStatus, PaymentStatus } from './order-status.ts';

/**
 * An order's life as two states kept apart, delivery and payment, so that goods on account can be
 * delivered before they are paid (docs/order-lifecycle.md). The status a customer sees is never
 * stored on its own terms: it is derived from the two by `visibleStatus`.
 */

export const FULFILMENT_STATUSES = [
  'received',
  'picking',
  'out_for_delivery',
  'delivered',
  'delivered_short',
  'failed_delivery',
  'cancelled',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export type PaymentMethod = 'card' | 'link' | 'pay_later';

/** The delivery moves staff make one at a time (cancel apart: it needs a reason). */
export const STAFF_FULFILMENT_MOVES = [
  'pick',
  'dispatch',
  'deliver',
  'deliver_short',
  'fail_delivery',
] as const;
export type StaffFulfilmentMove = (typeof STAFF_FULFILMENT_MOVES)[number];

/** Who makes a move: the customer, a member of staff, or the shop itself (a payment provider's event). */
export type MoveActor = 'customer' | 'staff' | 'shop';

export type LifecycleState = {
  fulfilment_status: FulfilmentStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
};

/** Goods handed over, in full or in part: the delivery side of the order is done. */
export function isDelivered(fulfilment: FulfilmentStatus): boolean {
  return fulfilment === 'delivered' || fulfilment === 'delivered_short';
}

/**
 * The one status the spec's pages, badges, counts and API show, derived from delivery and payment.
 * A delivered pay-later order still reads outstanding until it is paid, and only then completed.
 */
export function visibleStatus(order: LifecycleState): OrderStatus {
  if (order.fulfilment_status === 'cancelled') return 'cancelled';
  if (order.payment_status === 'paid') {
    return isDelivered(order.fulfilment_status) ? 'completed' : 'processing';
  }
  return order.payment_method === 'pay_later' ? 'outstanding' : 'pending';
}

/** The states an order is placed in. */
export function initialState(payment_method: PaymentMethod): LifecycleState {
  return { fulfilment_status: 'received', payment_status: 'pending', payment_method };
}

/** What a move does besides changing a state, as data the server's lifecycle module applies. */
export type MoveEffects = {
  /** A pay-later order gives its credit back (floored at zero). */
  releasePayLaterCredit: boolean;
  /** The order gets its VAT invoice number now, unless it already has one. */
  numberInvoice: boolean;
  /** The order's open payment sessions are closed, so no late payment can apply. */
  closePaymentSessions: boolean;
  /** The units the order took from stock go back to it. */
  returnStock: boolean;
  /** A paid order hands back what was paid: to the card, or by staff by hand for a bank payment. */
  refundPayment: boolean;
  /** An invoiced order's invoice is cancelled by a credit note for all it has not yet credited. */
  creditInvoice: boolean;
  /**
   * The mail the customer gets after commit, or null for none: 'status' when the status they see
   * changes; 'receipt' saying what the payment paid.
   */
  mail: 'status' | 'receipt' | null;
  /** The audit action recorded, in the move's transaction, when staff make the move. */
  audit: string;
};

export type LifecycleMove = {
  name: string;
  kind: 'fulfilment' | 'payment';
  from: readonly string[];
  to: string;
  actors: readonly MoveActor[];
  /** The payment state the order must be in for the move (delivery moves of a paid order are open too). */
  requiresPayment?: PaymentStatus;
  effects: MoveEffects;
};

const NO_EFFECTS: MoveEffects = {
  releasePayLaterCredit: false,
  numberInvoice: false,
  closePaymentSessions: false,
  returnStock: false,
  refundPayment: false,
  creditInvoice: false,
  mail: null,
  audit: 'order.fulfilment',
};

const OPEN: readonly FulfilmentStatus[] = ['received', 'picking', 'out_for_delivery', 'failed_delivery'];

/** Every allowed move; any other is refused. Delivered, delivered short and cancelled are final. */
export const LIFECYCLE_MOVES: readonly LifecycleMove[] = [
  {
    name: 'pick',
    kind: 'fulfilment',
    from: ['received'],
    to: 'picking',
    actors: ['staff'],
    effects: NO_EFFECTS,
  },
  {
    name: 'dispatch',
    kind: 'fulfilment',
    from: ['received', 'picking', 'failed_delivery'],
    to: 'out_for_delivery',
    actors: ['staff'],
    effects: NO_EFFECTS,
  },
  {
    name: 'deliver',
    kind: 'fulfilment',
    from: OPEN,
    to: 'delivered',
    actors: ['staff'],
    effects: { ...NO_EFFECTS, mail: 'status' },
  },
  {
    name: 'deliver_short',
    kind: 'fulfilment',
    from: OPEN,
    to: 'delivered_short',
    actors: ['staff'],
    effects: { ...NO_EFFECTS, mail: 'status' },
  },
  {
    name: 'fail_delivery',
    kind: 'fulfilment',
    from: ['out_for_delivery'],
    to: 'failed_delivery',
    actors: ['staff'],
    effects: NO_EFFECTS,
  },
  {
    // Paid or not: a paid order is refunded with it (the customer's notice period is
    // order-cancellation.ts's rule, as it needs the clock).
    name: 'cancel',
    kind: 'fulfilment',
    from: OPEN,
    to: 'cancelled',
    actors: ['customer', 'staff'],
    effects: {
      releasePayLaterCredit: true,
      numberInvoice: false,
      closePaymentSessions: true,
      returnStock: true,
      refundPayment: true,
      creditInvoice: true,
      mail: 'status',
      audit: 'order.cancel',
    },
  },
  {
    name: 'pay',
    kind: 'payment',
    from: ['pending'],
    to: 'paid',
    actors: ['shop', 'staff'],
    effects: {
      releasePayLaterCredit: true,
      numberInvoice: true,
      closePaymentSessions: true,
      returnStock: false,
      refundPayment: false,
      creditInvoice: false,
      mail: 'receipt',
      audit: 'order.payment',
    },
  },
  {
    // A credit note that leaves a pay-later invoice owing nothing settles it: nothing is left to
    // release (the credit note's own ledger entry did that) and the invoice already has its number.
    name: 'settle',
    kind: 'payment',
    from: ['pending'],
    to: 'paid',
    actors: ['shop', 'staff'],
    effects: {
      releasePayLaterCredit: false,
      numberInvoice: false,
      closePaymentSessions: true,
      returnStock: false,
      refundPayment: false,
      creditInvoice: false,
      mail: null,
      audit: 'order.settle',
    },
  },
];

function stateOf(order: LifecycleState, kind: LifecycleMove['kind']): string {
  return kind === 'fulfilment' ? order.fulfilment_status : order.payment_status;
}

/** Why `actor` may not make `move` on this order, or null when they may. */
export function moveRefusal(order: LifecycleState, name: string, actor: MoveActor): string | null {
  const move = LIFECYCLE_MOVES.find((candidate) => candidate.name === name);
  if (!move) return `There is no move called ${name}.`;
  if (!move.actors.includes(actor)) return `A ${actor} cannot ${name.replaceAll('_', ' ')} an order.`;
  if (move.kind === 'payment' && order.fulfilment_status === 'cancelled') {
    return 'A cancelled order cannot be paid.';
  }
  const from = stateOf(order, move.kind);
  if (!move.from.includes(from)) {
    return `An order that is ${from.replaceAll('_', ' ')} cannot become ${move.to.replaceAll('_', ' ')}.`;
  }
  if (move.requiresPayment && move.requiresPayment !== order.payment_status) {
    return `A paid order cannot become ${move.to}.`;
  }
  // A pay-later order is on the customer's account: only staff cancel it (docs/product.md §4.2).
  if (actor === 'customer' && order.payment_method === 'pay_later') {
    return `An order that is ${visibleStatus(order)} cannot be cancelled by its customer.`;
  }
  return null;
}

/** The moves `actor` may make on this order now, in the table's order. */
export function availableMoves(order: LifecycleState, actor: MoveActor): LifecycleMove[] {
  return LIFECYCLE_MOVES.filter((move) => moveRefusal(order, move.name, actor) === null);
}

/** The order's states after `move` (which the caller has checked with moveRefusal). */
export function applyMove(order: LifecycleState, move: LifecycleMove): LifecycleState {
  return move.kind === 'fulfilment'
    ? { ...order, fulfilment_status: move.to as FulfilmentStatus }
    : { ...order, payment_status: move.to as PaymentStatus };
}

/** How each delivery state reads to people. */
export const FULFILMENT_LABEL: Record<FulfilmentStatus, string> = {
  received: 'Received',
  picking: 'Picking',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivered_short: 'Delivered short',
  failed_delivery: 'Failed delivery',
  cancelled: 'Cancelled',
};

/**
 * The delivery state an order stored before the two states existed is taken to be in: a completed
 * order was delivered, a cancelled one cancelled, any other not yet out.
 */
export function fulfilmentFromLegacyStatus(status: OrderStatus): FulfilmentStatus {
  if (status === 'completed') return 'delivered';
  if (status === 'cancelled') return 'cancelled';
  return 'received';
}
