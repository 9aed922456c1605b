/**
 * The status an order shows (docs/product.md §4.1) and its payment status. A leaf module: the
 * lifecycle's rules and the order's wire schema both read these, and neither may import the other
 * in a circle.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'outstanding', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
