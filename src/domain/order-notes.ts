/**
 * A venue's purchase-order number and notes on its orders (docs/decisions/0183): how long each may
 * be, and the rule an account that requires a PO number puts on every order. The checkout and the
 * order route both apply it, so the browser shows the refusal the server would give.
 */

export const MAX_PO_NUMBER_LENGTH = 40;
export const MAX_DELIVERY_NOTES_LENGTH = 500;
export const MAX_LINE_NOTE_LENGTH = 200;

export const PO_NUMBER_REQUIRED =
  'Your account asks for a PO number on every order. Please enter your purchase-order number.';

/** The PO number's error for this venue, or null when the order may go as it is. */
export function poNumberError(poNumberRequired: boolean, poNumber: string | null | undefined): string | null {
  return poNumberRequired && !poNumber?.trim() ? PO_NUMBER_REQUIRED : null;
}

/** The account setting's words, on the profile and beside the checkout's field. */
export const PO_NUMBER_REQUIRED_LABEL = 'Require a PO number on every order';
export const PO_NUMBER_REQUIRED_HINT =
  'Checkout then asks for your purchase-order number and will not place an order without one.';
