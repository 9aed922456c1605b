import type { z } from 'zod';
import type { User } from '../../../../domain/schemas/account.ts';
import type { Address } from '../../../../domain/schemas/address.ts';
import type { CheckoutForm, ShippingInfoInput } from '../../../../domain/schemas/order.ts';
import { addressFieldSpecs, BILLING_STREET, SHIPPING_STREET } from '../../../components/address-fields.tsx';
import { ADDRESS_FROM_BILLING, CONTACT_FROM_BILLING } from '../../../lib/use-same-as-billing.ts';

/** The address fields of the checkout (docs/product.md §3 shipping_info without the delivery choice). */
export type AddressField = Exclude<keyof ShippingInfoInput, 'deliveryDay' | 'deliveryTime'>;

/** What the form holds: text in every box, the day and slot as chosen, and the terms box. */
export type CheckoutFields = Record<AddressField, string> & {
  deliveryDay: string | null;
  deliveryTime: string | null;
  /** The venue's purchase-order number and delivery notes, as typed. */
  po_number: string;
  delivery_notes: string;
  /** Each basket line's note, keyed by lineNoteKey (react-hook-form would read a bare number as an array index). */
  line_notes: Record<string, string>;
  /** Unticked until the customer ticks it; the schema accepts only true. */
  terms: boolean;
};

/**
 * What the schema makes of the form's text (postcodes upper-cased, empty optionals null): shipping_info,
 * with the PO number and notes that go beside it in the order.
 */
export type CheckoutValues = Omit<z.output<typeof CheckoutForm>, 'terms'>;

/** The key of a basket line's note in `line_notes`. */
export const lineNoteKey = (productId: number) => `p${productId}`;

export const BILLING_FIELDS = addressFieldSpecs([
  'billing_name',
  'billing_company_name',
  'billing_email',
  'billing_phone',
  ...BILLING_STREET,
]);

/** docs/product.md §5.1: every field but the second address lines is required, the shipping contact too. */
export const SHIPPING_FIELDS = addressFieldSpecs([
  'name',
  'company_name',
  'email',
  'phone',
  ...SHIPPING_STREET,
]);

/** 'Same as billing address' copies the contact as well as the address. */
export const SHIPPING_FROM_BILLING = [...CONTACT_FROM_BILLING, ...ADDRESS_FROM_BILLING];

export const ADDRESS_FIELDS: readonly AddressField[] = [...BILLING_FIELDS, ...SHIPPING_FIELDS].map(
  (spec) => spec.field,
);

/**
 * The form filled from the saved address and the user. The address book keeps no shipping contact
 * and may lack the billing name, email and phone, so those come from the account. Postcodes are
 * trimmed (docs/product.md §5.2), so a stored value with stray spaces does not fail the zone check.
 */
export function initialCheckoutFields(user: User, saved: Address['address'] | undefined): CheckoutFields {
  const phone = user.phone ?? '';
  return {
    billing_name: saved?.billing_name || user.name,
    billing_email: saved?.billing_email || user.email,
    billing_company_name: saved?.billing_company_name ?? '',
    billing_phone: saved?.billing_phone || phone,
    billing_line1: saved?.billing_line1 ?? '',
    billing_line2: saved?.billing_line2 ?? '',
    billing_city: saved?.billing_city ?? '',
    billing_postcode: saved?.billing_postcode.trim() ?? '',
    name: user.name,
    email: user.email,
    company_name: saved?.company_name ?? '',
    phone: saved?.phone || phone,
    line1: saved?.line1 ?? '',
    line2: saved?.line2 ?? '',
    city: saved?.city ?? '',
    postcode: saved?.postcode.trim() ?? '',
    deliveryDay: null,
    deliveryTime: null,
    po_number: '',
    delivery_notes: '',
    line_notes: {},
    terms: false,
  };
}
