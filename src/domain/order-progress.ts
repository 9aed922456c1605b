import { FULFILMENT_LABEL, type FulfilmentStatus } from './order-lifecycle.ts';
import type { PaymentStatus } from './order-status.ts';

/**
 * An order's delivery and payment as its customer reads them on the order's page, apart from the
 * one status the spec's lists and badges show (docs/order-lifecycle.md "What the customer sees").
 */

/**
 * Where the money of an order stands for its customer: the payment state, and what credit notes
 * and a cancellation's refund did to it.
 */
export const PAYMENT_STATES = ['pending', 'paid', 'part_credited', 'credited', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  part_credited: 'Part credited',
  credited: 'Credited',
  refunded: 'Refunded',
};

/**
 * A paid order cancelled and handed back reads refunded; an invoice credit notes took in full reads
 * credited (a cancelled invoiced order's own credit note does that), in part part credited; any
 * other order its payment status.
 */
export function paymentState(order: {
  payment_status: PaymentStatus;
  total_pence: number;
  credited_pence: number;
  /** The order was cancelled after it was paid, and its payment is (being) handed back. */
  refunded_on_cancel: boolean;
}): PaymentState {
  if (order.refunded_on_cancel) return 'refunded';
  if (order.credited_pence > 0 && order.credited_pence >= order.total_pence) return 'credited';
  if (order.credited_pence > 0) return 'part_credited';
  return order.payment_status;
}

/** Who made a move, in the customer's words: they themself, or the shop (its staff or its payment provider). */
export type MoveMaker = 'you' | 'shop';

export function moveMaker(actorUserId: number | null, customerId: number | null): MoveMaker {
  return actorUserId !== null && actorUserId === customerId ? 'you' : 'shop';
}

export const MOVE_MAKER_TEXT: Record<MoveMaker, string> = { you: 'you', shop: 'the shop' };

/** One move of an order's delivery or payment as its customer sees it. */
export type ProgressStep = {
  kind: 'fulfilment' | 'payment';
  to: string;
  by: MoveMaker;
};

/** What a move did, in words: "Out for delivery", "Paid". */
export function stepText(step: Pick<ProgressStep, 'kind' | 'to'>): string {
  if (step.kind === 'payment') return step.to === 'paid' ? 'Paid' : 'Payment pending';
  return FULFILMENT_LABEL[step.to as FulfilmentStatus] ?? step.to;
}
