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
export const PAYMENT_STATES = [
  'pending',
  'paid',
  'part_credited',
  'credited',
  'being_refunded',
  'refunded',
  'not_charged',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  part_credited: 'Part credited',
  credited: 'Credited',
  being_refunded: 'Being refunded',
  refunded: 'Refunded',
  not_charged: 'Not charged',
};

/**
 * Where the payment of an order cancelled after it was paid stands: `none`, no such refund;
 * `in_progress`, asked of the provider, refused by it, or for staff to pay by hand; `done`, the
 * money has gone back (the provider confirmed, or staff said they paid it).
 */
export type CancellationRefund = 'none' | 'in_progress' | 'done';

/**
 * A paid order cancelled reads being refunded until the money has gone back, then refunded; an
 * order cancelled before it was paid reads not charged (pending would read as money still owed);
 * an invoice credit notes took in full reads credited (a cancelled invoiced order's own credit
 * note does that), in part part credited; any other order its payment status.
 */
export function paymentState(order: {
  payment_status: PaymentStatus;
  cancelled: boolean;
  total_pence: number;
  credited_pence: number;
  cancellation_refund: CancellationRefund;
}): PaymentState {
  if (order.cancellation_refund === 'done') return 'refunded';
  if (order.cancellation_refund === 'in_progress') return 'being_refunded';
  if (order.credited_pence > 0 && order.credited_pence >= order.total_pence) return 'credited';
  if (order.credited_pence > 0) return 'part_credited';
  if (order.cancelled && order.payment_status === 'pending') return 'not_charged';
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
  kind: 'fulfilment' | 'payment' | 'amendment';
  to: string;
  by: MoveMaker;
};

/** What a move did, in words: "Out for delivery", "Paid". */
export function stepText(step: Pick<ProgressStep, 'kind' | 'to'> & { reason?: string | null }): string {
  // A change the customer made: its reason says what changed ("Order changed: 3 lines, …").
  if (step.kind === 'amendment') return step.reason ?? 'Order changed';
  if (step.kind === 'payment') return step.to === 'paid' ? 'Paid' : 'Payment pending';
  return FULFILMENT_LABEL[step.to as FulfilmentStatus] ?? step.to;
}
