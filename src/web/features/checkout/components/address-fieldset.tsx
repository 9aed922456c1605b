import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import type { AddressField, CheckoutFieldSpec, CheckoutFields } from '../utils/checkout-fields.ts';

type AddressFieldsetProps = {
  legend: string;
  idPrefix: string;
  specs: readonly CheckoutFieldSpec[];
  errors: FieldErrors<CheckoutFields>;
  registerField(field: AddressField): UseFormRegisterReturn;
  /** Shown between the legend and the fields ('Same as billing address'). */
  intro?: ReactNode;
  /** Shown under the fields (the out-of-zone alert). */
  footer?: ReactNode;
};

/** One address block of the checkout: a labelled group of text fields in a two-column grid. */
export function AddressFieldset({
  legend,
  idPrefix,
  specs,
  errors,
  registerField,
  intro,
  footer,
}: AddressFieldsetProps) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 font-semibold text-lg">{legend}</legend>
      {intro}
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
      {footer}
    </fieldset>
  );
}
