/**
 * The parts of a stored order that name a person. When an account is deleted its orders stay on
 * record for accounting and VAT, so the venue (company) and the address lines are kept, but who
 * ordered and how to reach them is removed.
 */
export const PERSONAL_SHIPPING_FIELDS = [
  'name',
  'email',
  'phone',
  'billing_name',
  'billing_email',
  'billing_phone',
] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The order's shipping_info JSON with the personal fields set to null. Text that is not a JSON
 * object cannot be sorted into personal and business parts, so none of it is kept.
 */
export function scrubShippingInfo(stored: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return '{}';
  }
  if (!isPlainObject(parsed)) return '{}';
  const scrubbed: Record<string, unknown> = { ...parsed };
  for (const field of PERSONAL_SHIPPING_FIELDS) scrubbed[field] = null;
  return JSON.stringify(scrubbed);
}
