import { parseJsonObject } from '../../db/json-column.ts';

/**
 * What a deleted account's orders keep of their stored shipping_info: the business that was
 * supplied and where (a VAT invoice names the customer and their address), and the delivery slot.
 * Everything else goes, whatever it is called: who ordered, how to reach them, and any field a
 * client or an older version of the shop stored beside these (docs/decisions/0033-a-deleted-accounts-orders-stay-without-the-person.md).
 */
export const KEPT_SHIPPING_FIELDS = [
  'company_name',
  'line1',
  'line2',
  'city',
  'postcode',
  'billing_company_name',
  'billing_line1',
  'billing_line2',
  'billing_city',
  'billing_postcode',
  'deliveryDay',
  'deliveryTime',
] as const;

/** What a deleted account's membership invoices show instead of the member's name. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/**
 * The order's shipping_info JSON reduced to the kept fields, each only when it holds text (a kept
 * name holding an object could carry anything). Text that is not a JSON object keeps nothing.
 */
export function scrubShippingInfo(stored: string): string {
  const parsed = parseJsonObject(stored);
  const kept: Record<string, string> = {};
  if (parsed) {
    for (const field of KEPT_SHIPPING_FIELDS) {
      const value: unknown = Object.hasOwn(parsed, field) ? parsed[field] : undefined;
      if (typeof value === 'string') kept[field] = value;
    }
  }
  return JSON.stringify(kept);
}

/**
 * The email addresses that name the person: the account's, and the contact address each of their
 * orders was placed with (the order's email and shipping_info.email). Billing emails are left out:
 * they are the venue's accounts address, which other staff of the venue may order with too.
 * Lower-cased, as sign-up stores the account's; the contact form keeps what was typed.
 */
export function personalEmails(
  accountEmail: string,
  orders: ReadonlyArray<{ email: string | null; shipping_info: string }>,
): string[] {
  const emails = new Set([accountEmail.toLowerCase()]);
  for (const order of orders) {
    if (order.email) emails.add(order.email.toLowerCase());
    const parsed = parseJsonObject(order.shipping_info);
    const contact = parsed && Object.hasOwn(parsed, 'email') ? parsed.email : undefined;
    if (typeof contact === 'string' && contact.includes('@')) emails.add(contact.toLowerCase());
  }
  return [...emails];
}
