import type { ShippingInfo } from '../../domain/schemas/order.ts';
import type { OrderRow } from './schema.ts';

/**
 * JSON text columns read back. A row may be older, hand-edited or damaged, so a value that is not
 * JSON, or not of the shape asked for, reads as "nothing" rather than failing the page it is on.
 */

/** The column's JSON object; null when the text is not JSON or holds no object. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The column's JSON array of text (a product's image paths), any other item left out. */
export function parseTextArray(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * shipping_info is stored as JSON text; an older, hand-edited or anonymised row may lack fields or
 * hold the wrong types, so every field is read on its own and always has the wire type. The
 * delivery day and time come from their own columns, which the order was priced and scheduled by.
 */
export function parseShippingInfo(
  row: Pick<OrderRow, 'shipping_info' | 'delivery_day' | 'delivery_time'>,
): ShippingInfo {
  // Unreadable text shows as an empty address rather than failing the whole order list.
  const stored = parseJsonObject(row.shipping_info) ?? {};
  const optional = (field: string) => textOrNull(stored[field]);
  const required = (field: string) => textOrNull(stored[field]) ?? '';
  return {
    name: optional('name'),
    email: optional('email'),
    company_name: optional('company_name'),
    phone: optional('phone'),
    line1: required('line1'),
    line2: optional('line2'),
    city: required('city'),
    postcode: required('postcode'),
    billing_name: optional('billing_name'),
    billing_email: optional('billing_email'),
    billing_company_name: optional('billing_company_name'),
    billing_phone: optional('billing_phone'),
    billing_line1: required('billing_line1'),
    billing_line2: optional('billing_line2'),
    billing_city: required('billing_city'),
    billing_postcode: required('billing_postcode'),
    deliveryDay: row.delivery_day,
    deliveryTime: row.delivery_time,
  };
}
