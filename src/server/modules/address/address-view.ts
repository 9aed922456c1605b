import type { Address } from '../../../domain/schemas/address.ts';
import type { AddressRow } from './address.repository.ts';

/** The address as the API shows it (docs/product.md §3): `default` is 'yes' for the default address. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    user_id: row.user_id,
    default: row.is_default ? 'yes' : 'no',
    address: {
      billing_company_name: row.billing_company_name,
      billing_name: row.billing_name,
      billing_email: row.billing_email,
      billing_phone: row.billing_phone,
      billing_line1: row.billing_line1,
      billing_line2: row.billing_line2,
      billing_city: row.billing_city,
      billing_postcode: row.billing_postcode,
      company_name: row.company_name,
      phone: row.phone,
      line1: row.line1,
      line2: row.line2,
      city: row.city,
      postcode: row.postcode,
    },
  };
}
