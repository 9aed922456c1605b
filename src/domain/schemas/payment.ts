import { z } from 'zod';
import { emailAddress } from './account.ts';
import { requiredText } from './text-field.ts';

/** POST /api/checkout (docs/product.md §7.1): a card payment session for one of the caller's orders. */
export const CheckoutBody = z.strictObject({
  order_id: requiredText(40),
  /** Pre-fills the payer's email on the payment page. */
  email: emailAddress,
  /**
   * Beyond the original contract, optional: 'link' when the customer is sharing the page as a payment
   * link (kept as the order's payment method), 'card' when paying it now.
   */
  payment_method: z.enum(['card', 'link'], { error: 'Please choose card or link.' }).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

/** The payment page to send the browser to, and the session's id. */
export const CheckoutSessionResponse = z.object({ url: z.url(), id: z.string() });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;
