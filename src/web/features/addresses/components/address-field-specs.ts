import { addressFieldSpecs, BILLING_STREET, SHIPPING_STREET } from '../../../components/address-fields.tsx';

/** docs/product.md §5.4 and the schema: the billing contact may be left empty here, unlike at the checkout. */
export const BILLING_FIELDS = addressFieldSpecs(
  ['billing_company_name', 'billing_name', 'billing_phone', 'billing_email', ...BILLING_STREET],
  {
    billing_company_name: { wide: true },
    billing_name: { optional: true },
    billing_phone: { optional: true },
    billing_email: { optional: true, wide: true },
  },
);

/** The address book keeps no shipping contact: the venue and its phone stand for it. */
export const SHIPPING_FIELDS = addressFieldSpecs(['company_name', 'phone', ...SHIPPING_STREET]);
