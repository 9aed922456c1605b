/**
 * Why the shop handed a payment back: it arrived for an order since cancelled, for an order already
 * paid (by another payment page or by bank), for a membership the payer already had, or for an
 * order that could no longer be paid at that amount; or a credit note credited part of a paid order.
 */
export const REFUND_REASONS = [
  'order-cancelled',
  'already-paid',
  'already-member',
  'not-payable',
  'cancelled-after-payment',
  'credit-note',
  'order-amended',
  'change-not-applied',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The reason in words, as staff and the customer read it. */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  'order-cancelled': 'The order had been cancelled before the payment arrived.',
  'already-paid': 'The order had already been paid.',
  'already-member': 'The account already had an active membership.',
  'not-payable': 'The order could no longer be paid at that amount.',
  'cancelled-after-payment': 'The order was cancelled after it was paid.',
  'credit-note': 'A credit note credited part of the order.',
  'order-amended': 'The order was changed and costs less.',
  'change-not-applied': 'The change paid for could no longer be made to the order.',
};

/** Why a refund was asked of the provider, in Stripe's words: the customer gave the order up, or paid twice. */
export function providerRefundReason(reason: RefundReason): 'requested_by_customer' | 'duplicate' {
  return reason === 'order-cancelled' ||
    reason === 'cancelled-after-payment' ||
    reason === 'credit-note' ||
    reason === 'order-amended' ||
    reason === 'change-not-applied'
    ? 'requested_by_customer'
    : 'duplicate';
}

/**
 * `failed`: a provider refused it (staff may refund it with the provider again, or by hand).
 * `by_hand`: no provider can hand it back (paid by bank transfer or by card over the phone, not
 * through a payment page), whether a cancellation's or a credit note's, so staff pay it back
 * themselves. `manual`: staff paid it back by hand and said so (who and when are kept).
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'manual', 'by_hand'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Where a refund stands, in the back office's words. */
export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  pending: 'Refund requested, not yet confirmed',
  succeeded: 'Refunded',
  failed: 'Refund failed: refund it by hand',
  manual: 'Refunded by hand',
  by_hand: 'To pay back by hand (not paid through a payment page)',
};

/** A refund staff may mark as made by hand: one the provider refused or never confirmed, or one with no card. */
export const REFUND_STATUSES_NEEDING_STAFF: readonly RefundStatus[] = ['failed', 'pending', 'by_hand'];
