import type { User } from '../../../../domain/schemas/account.ts';
import type { Address } from '../../../../domain/schemas/address.ts';
import type { ShippingInfoInput, ShippingInfoValues } from '../../../../domain/schemas/order.ts';

/** The address fields of the checkout (SPEC 3 shipping_info without the delivery choice). */
export type AddressField = Exclude<keyof ShippingInfoInput, 'deliveryDay' | 'deliveryTime'>;

/** What the form holds: text in every box, the day and slot as chosen, and the terms box. */
export type CheckoutFields = Record<AddressField, string> & {
  deliveryDay: string | null;
  deliveryTime: string | null;
  /** Unticked until the customer ticks it; the schema accepts only true. */
  terms: boolean;
};

/** What the schema makes of the form's text (postcodes upper-cased, empty optionals null): shipping_info. */
export type CheckoutValues = ShippingInfoValues;

export type CheckoutFieldSpec = {
  field: AddressField;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  /** SPEC 5: only line2 and billing_line2 may be left empty. */
  optional?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
};

export const BILLING_FIELDS: readonly CheckoutFieldSpec[] = [
  { field: 'billing_name', label: 'Full name', autoComplete: 'billing name' },
  { field: 'billing_company_name', label: 'Company name', autoComplete: 'billing organization' },
  { field: 'billing_email', label: 'Email', autoComplete: 'billing email', type: 'email' },
  { field: 'billing_phone', label: 'Phone', autoComplete: 'billing tel', type: 'tel' },
  { field: 'billing_line1', label: 'Address line 1', autoComplete: 'billing address-line1', wide: true },
  {
    field: 'billing_line2',
    label: 'Address line 2',
    autoComplete: 'billing address-line2',
    optional: true,
    wide: true,
  },
  { field: 'billing_city', label: 'City', autoComplete: 'billing address-level2' },
  { field: 'billing_postcode', label: 'Postcode', autoComplete: 'billing postal-code' },
];

export const SHIPPING_FIELDS: readonly CheckoutFieldSpec[] = [
  { field: 'name', label: 'Contact name', autoComplete: 'shipping name' },
  { field: 'company_name', label: 'Venue name', autoComplete: 'shipping organization' },
  { field: 'email', label: 'Email', autoComplete: 'shipping email', type: 'email' },
  { field: 'phone', label: 'Phone', autoComplete: 'shipping tel', type: 'tel' },
  { field: 'line1', label: 'Address line 1', autoComplete: 'shipping address-line1', wide: true },
  {
    field: 'line2',
    label: 'Address line 2',
    autoComplete: 'shipping address-line2',
    optional: true,
    wide: true,
  },
  { field: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { field: 'postcode', label: 'Postcode', autoComplete: 'shipping postal-code' },
];

/** 'Same as billing address' (SPEC 5): each shipping field and the billing field it copies. */
export const SHIPPING_FROM_BILLING = [
  ['name', 'billing_name'],
  ['email', 'billing_email'],
  ['company_name', 'billing_company_name'],
  ['phone', 'billing_phone'],
  ['line1', 'billing_line1'],
  ['line2', 'billing_line2'],
  ['city', 'billing_city'],
  ['postcode', 'billing_postcode'],
] as const satisfies ReadonlyArray<readonly [AddressField, AddressField]>;

export const ADDRESS_FIELDS: readonly AddressField[] = [...BILLING_FIELDS, ...SHIPPING_FIELDS].map(
  (spec) => spec.field,
);

export function isCopiedBillingField(field: AddressField): boolean {
  return SHIPPING_FROM_BILLING.some(([, from]) => from === field);
}

export function isShippingField(field: AddressField): boolean {
  return SHIPPING_FROM_BILLING.some(([to]) => to === field);
}

/**
 * The form filled from the saved address and the user. The address book keeps no shipping contact
 * and may lack the billing name, email and phone, so those come from the account. Postcodes are
 * trimmed (SPEC 5), so a stored value with stray spaces does not fail the zone check.
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
    terms: false,
  };
}
