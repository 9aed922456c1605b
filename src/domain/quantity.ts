/** The most of one product a basket line holds: the quantity boxes and their plus buttons stop here. */
export const MAX_BASKET_QUANTITY = 999;

export const QUANTITY_NOT_WHOLE = 'Please enter a whole number of 1 or more.';
export const QUANTITY_TOO_MANY = `Please enter at most ${MAX_BASKET_QUANTITY}.`;

export type QuantityReading = { quantity: number; error: null } | { quantity: null; error: string };

/**
 * A quantity as typed in a box (whole numbers of at least 1). Anything else is refused
 * with its reason rather than bent into a number: "2.5" is not 25, "-3" is not 3.
 */
export function readQuantity(text: string, max = MAX_BASKET_QUANTITY): QuantityReading {
  const typed = text.trim();
  if (!/^\d+$/.test(typed) || Number(typed) < 1) return { quantity: null, error: QUANTITY_NOT_WHOLE };
  const quantity = Number(typed);
  if (quantity > max) return { quantity: null, error: QUANTITY_TOO_MANY };
  return { quantity, error: null };
}
