import { type ReactNode, useId } from 'react';
import type { AddressValues } from '../../../../domain/schemas/address.ts';
import { AddressFieldset } from '../../../components/address-fields.tsx';
import { ErrorBanner } from '../../../components/banner.tsx';
import { useAddressForm } from '../hooks/use-address-form.ts';
import type { AddressFormValues } from '../utils/address-form-values.ts';
import { BILLING_FIELDS, SHIPPING_FIELDS } from './address-field-specs.ts';

type AddressFormProps = {
  defaultValues: AddressFormValues;
  submitLabel: string;
  /** Sends the checked address; a rejection is shown on the form (field errors on their fields). */
  onSave(address: AddressValues): Promise<void>;
  /** Extra actions beside the submit button, such as Cancel. */
  children?: ReactNode;
};

/** The billing and shipping form shared by the add and update pages (docs/product.md §5.4). */
export function AddressForm({ defaultValues, submitLabel, onSave, children }: AddressFormProps) {
  const idPrefix = useId();
  const { form, registerField, sameAsBilling, toggleSameAsBilling, showZoneAlert, formError, onSubmit } =
    useAddressForm(defaultValues, onSave);
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={submitLabel}>
      <AddressFieldset
        legend="Billing address"
        idPrefix={idPrefix}
        specs={BILLING_FIELDS}
        errors={errors}
        registerField={registerField}
      />
      <AddressFieldset
        legend="Shipping address"
        idPrefix={idPrefix}
        specs={SHIPPING_FIELDS}
        errors={errors}
        registerField={registerField}
        shipping={{ sameAsBilling, onSameAsBilling: toggleSameAsBilling, showZoneAlert }}
      />

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
