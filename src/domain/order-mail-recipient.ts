/**
 * Who gets an order's mail (confirmation, delivery and cancellation news, refunds, payments): the
 * billing email the order was placed with, since whoever pays the venue's bills reads it; the
 * account's email only when the order has none (orders from before billing emails were kept).
 */
export function orderMailRecipient(
  order: { email: string | null },
  accountEmail: string | null,
): string | null {
  return order.email ?? accountEmail;
}
