import { type ReactNode, useId } from 'react';
import type { AddressValues } from '../../../../domain/schemas/address.ts';
import { ErrorBanner } from '../../../components/banner.tsx';
import { OutOfZoneAlert } from '../../../components/out-of-zone-alert.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useAddressForm } from '../hooks/use-address-form.ts';
import type { AddressFormValues } from '../utils/address-form-values.ts';
import { type AddressFieldSpec, BILLING_FIELDS, SHIPPING_FIELDS } from './address-field-specs.ts';

type AddressFormProps = {
  defaultValues: AddressFormValues;
  submitLabel: string;
  /** Sends the checked address; a rejection is shown on the form (field errors on their fields). */
  onSave(address: AddressValues): Promise<void>;
  /** Extra actions beside the submit button, such as Cancel. */
  children?: ReactNode;
};

/** The billing and shipping form shared by the add and update pages (SPEC 5). */
export function AddressForm({ defaultValues, submitLabel, onSave, children }: AddressFormProps) {
  const idPrefix = useId();
  const { form, registerField, sameAsBilling, toggleSameAsBilling, showZoneAlert, formError, onSubmit } =
    useAddressForm(defaultValues, onSave);
  const { errors, isSubmitting } = form.formState;

  const renderField = (spec: AddressFieldSpec) => (
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
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={submitLabel}>
      <fieldset className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
        <legend className="px-1 font-semibold text-lg">Billing address</legend>
        <div className="mt-2 grid gap-5 sm:grid-cols-2">{BILLING_FIELDS.map(renderField)}</div>
      </fieldset>

      <fieldset className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
        <legend className="px-1 font-semibold text-lg">Shipping address</legend>
        <label className="mt-2 flex w-fit cursor-pointer items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 font-medium text-neutral-900 text-sm">
          <input
            type="checkbox"
            checked={sameAsBilling}
            onChange={(event) => toggleSameAsBilling(event.target.checked)}
            className="h-4 w-4 accent-amber-500"
          />
          Same as billing address
        </label>
        <p className="mt-2 text-neutral-500 text-sm">We deliver to London W1 postcodes only.</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">{SHIPPING_FIELDS.map(renderField)}</div>
        <OutOfZoneAlert show={showZoneAlert} />
      </fieldset>

      <div role="alert" className="empty:hidden">
        {formError && <ErrorBanner wraps>{formError}</ErrorBanner>}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center rounded-lg bg-black px-6 py-3 font-semibold text-white hover:bg-neutral-800 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
