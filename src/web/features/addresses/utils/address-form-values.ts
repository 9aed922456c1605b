import type { Address, AddressFields } from '../../../../domain/schemas/address.ts';

/** Every field of the form, in the order the schema lists them. */
export type AddressField = keyof AddressFields;

/** What the form holds: plain text in every input (the schema turns empty optionals into null). */
export type AddressFormValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressFormValues = {
  billing_company_name: '',
  billing_name: '',
  billing_email: '',
  billing_phone: '',
  billing_line1: '',
  billing_line2: '',
  billing_city: '',
  billing_postcode: '',
  company_name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
};

export const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS) as AddressField[];

/**
 * The saved address as form text. Postcodes are trimmed first (docs/product.md §5.2, on update): an old
 * stored value with stray spaces would otherwise fail the zone check by its first characters.
 */
export function toFormValues(address: Address['address']): AddressFormValues {
  const values = { ...EMPTY_ADDRESS };
  for (const field of ADDRESS_FIELDS) values[field] = address[field] ?? '';
  values.postcode = values.postcode.trim();
  values.billing_postcode = values.billing_postcode.trim();
  return values;
}

/** The server checks with the same schema and keys its field errors `address.<field>`. */
export function serverFieldErrors(errors: Record<string, string[]>): Array<[AddressField, string]> {
  const found: Array<[AddressField, string]> = [];
  for (const field of ADDRESS_FIELDS) {
    const text = errors[`address.${field}`]?.[0] ?? errors[field]?.[0];
    if (text) found.push([field, text]);
  }
  return found;
}
