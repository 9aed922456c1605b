import type { AddressField } from '../utils/address-form-values.ts';

export type AddressFieldSpec = {
  field: AddressField;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  /** SPEC 5 and the schema: these may be left empty. */
  optional?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
};

export const BILLING_FIELDS: readonly AddressFieldSpec[] = [
  { field: 'billing_company_name', label: 'Company name', autoComplete: 'billing organization', wide: true },
  { field: 'billing_name', label: 'Full name', autoComplete: 'billing name', optional: true },
  { field: 'billing_phone', label: 'Phone', autoComplete: 'billing tel', type: 'tel', optional: true },
  {
    field: 'billing_email',
    label: 'Email',
    autoComplete: 'billing email',
    type: 'email',
    optional: true,
    wide: true,
  },
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

export const SHIPPING_FIELDS: readonly AddressFieldSpec[] = [
  { field: 'company_name', label: 'Venue name', autoComplete: 'shipping organization' },
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
