/**
 * A product's order code: short, unique, typed by a chef into quick order or search. Capital
 * letters and digits, starting with a letter, 3 to 10 characters ("W00042", "GIN70").
 */
export const ORDER_CODE_PATTERN = /^[A-Z][A-Z0-9]{2,9}$/;

/** What a chef types, as the code is stored: trimmed, capitals. */
export function normaliseOrderCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isOrderCode(input: string): boolean {
  return ORDER_CODE_PATTERN.test(normaliseOrderCode(input));
}

/** The code a product gets when nobody chose one: W and its id, at least five digits. */
export function defaultOrderCode(productId: number): string {
  return `W${String(productId).padStart(5, '0')}`;
}
