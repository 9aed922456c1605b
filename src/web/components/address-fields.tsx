import type { UseFormRegisterReturn } from 'react-hook-form';
import { OutOfZoneAlert } from './out-of-zone-alert.tsx';
import { TextField } from './text-field.tsx';

type FieldLook = {
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  /** May be left empty (docs/product.md §5.4: at least the second address lines). */
  optional?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
};

/**
 * Every address field a form may show (docs/product.md §3 names), with its label and autofill token: the
 * address book and the checkout label the same field the same way.
 */
const ADDRESS_FIELD_LOOKS = {
  billing_name: { label: 'Full name', autoComplete: 'billing name' },
  billing_company_name: { label: 'Company name', autoComplete: 'billing organization' },
  billing_email: { label: 'Email', autoComplete: 'billing email', type: 'email' },
  billing_phone: { label: 'Phone', autoComplete: 'billing tel', type: 'tel' },
  billing_line1: { label: 'Address line 1', autoComplete: 'billing address-line1', wide: true },
  billing_line2: {
    label: 'Address line 2',
    autoComplete: 'billing address-line2',
    optional: true,
    wide: true,
  },
  billing_city: { label: 'City', autoComplete: 'billing address-level2' },
  billing_postcode: { label: 'Postcode', autoComplete: 'billing postal-code' },
  name: { label: 'Contact name', autoComplete: 'shipping name' },
  company_name: { label: 'Venue name', autoComplete: 'shipping organization' },
  email: { label: 'Email', autoComplete: 'shipping email', type: 'email' },
  phone: { label: 'Phone', autoComplete: 'shipping tel', type: 'tel' },
  line1: { label: 'Address line 1', autoComplete: 'shipping address-line1', wide: true },
  line2: { label: 'Address line 2', autoComplete: 'shipping address-line2', optional: true, wide: true },
  city: { label: 'City', autoComplete: 'shipping address-level2' },
  postcode: { label: 'Postcode', autoComplete: 'shipping postal-code' },
} as const satisfies Record<string, FieldLook>;

export type AddressFieldName = keyof typeof ADDRESS_FIELD_LOOKS;

export type AddressFieldSpec<F extends AddressFieldName = AddressFieldName> = FieldLook & { field: F };

export const BILLING_STREET = ['billing_line1', 'billing_line2', 'billing_city', 'billing_postcode'] as const;
export const SHIPPING_STREET = ['line1', 'line2', 'city', 'postcode'] as const;

/**
 * One address block's fields in the order given. `layout` is where forms differ on purpose, such
 * as the address book's optional billing contact, which the checkout requires.
 */
export function addressFieldSpecs<F extends AddressFieldName>(
  fields: readonly F[],
  layout: Partial<Record<F, Pick<FieldLook, 'optional' | 'wide'>>> = {},
): readonly AddressFieldSpec<F>[] {
  return fields.map((field) => ({ field, ...ADDRESS_FIELD_LOOKS[field], ...layout[field] }));
}

type AddressFieldsetProps<F extends AddressFieldName> = {
  legend: string;
  idPrefix: string;
  specs: readonly AddressFieldSpec<F>[];
  errors: Partial<Record<F, { message?: string }>>;
  registerField: (field: F) => UseFormRegisterReturn;
  /** The shipping block's 'Same as billing address' box, zone note and out-of-zone alert. */
  shipping?: { sameAsBilling: boolean; onSameAsBilling(checked: boolean): void; showZoneAlert: boolean };
};

/** One address block: a labelled group of text fields in a two-column grid. */
export function AddressFieldset<F extends AddressFieldName>({
  legend,
  idPrefix,
  specs,
  errors,
  registerField,
  shipping,
}: AddressFieldsetProps<F>) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 font-semibold text-lg">{legend}</legend>
      {shipping && (
        <>
          <label className="mt-2 flex w-fit cursor-pointer items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 font-medium text-neutral-900 text-sm">
            <input
              type="checkbox"
              checked={shipping.sameAsBilling}
              onChange={(event) => shipping.onSameAsBilling(event.target.checked)}
              className="h-4 w-4 accent-amber-500"
            />
            Same as billing address
          </label>
          <p className="mt-2 text-neutral-500 text-sm">We deliver to London W1 postcodes only.</p>
        </>
      )}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {specs.map((spec) => (
          <div key={spec.field} className={spec.wide ? 'sm:col-span-2' : undefined}>
            <TextField
              id={`${idPrefix}-${spec.field}`}
              label={spec.label}
              error={errors[spec.field]?.message}
              optional={spec.optional}
              type={spec.type ?? 'text'}
              autoComplete={spec.autoComplete}
              registration={registerField(spec.field)}
            />
          </div>
        ))}
      </div>
      {shipping && <OutOfZoneAlert show={shipping.showZoneAlert} />}
    </fieldset>
  );
}
