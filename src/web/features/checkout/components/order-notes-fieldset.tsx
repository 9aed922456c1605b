import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  MAX_DELIVERY_NOTES_LENGTH,
  MAX_PO_NUMBER_LENGTH,
  PO_NUMBER_REQUIRED_LABEL,
} from '../../../../domain/order-notes.ts';
import { FormField, fieldAria, inputClass } from '../../../components/form-field.tsx';
import type { CheckoutFields } from '../utils/checkout-fields.ts';

type OrderNotesFieldsetProps = {
  idPrefix: string;
  errors: FieldErrors<CheckoutFields>;
  register: UseFormRegister<CheckoutFields>;
  /** The venue's account requires a PO number: the field is required and says why. */
  poNumberRequired: boolean;
};

/** The venue's purchase-order number and its notes for the driver (decision 0183). */
export function OrderNotesFieldset({
  idPrefix,
  errors,
  register,
  poNumberRequired,
}: OrderNotesFieldsetProps) {
  const poId = `${idPrefix}-po_number`;
  const notesId = `${idPrefix}-delivery_notes`;
  const poHintId = `${poId}-hint`;
  const poError = errors.po_number?.message;
  const notesError = errors.delivery_notes?.message;
  return (
    <fieldset className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="px-1 font-semibold text-lg">Purchase order and notes</legend>
      <div className="mt-2 space-y-4">
        <FormField id={poId} label="PO number" error={poError} optional={!poNumberRequired}>
          {(describedBy) => (
            <>
              {poNumberRequired && (
                <p id={poHintId} className="mb-1.5 text-neutral-600 text-sm">
                  Your account is set to: {PO_NUMBER_REQUIRED_LABEL.toLowerCase()}.
                </p>
              )}
              <input
                id={poId}
                type="text"
                autoComplete="off"
                maxLength={MAX_PO_NUMBER_LENGTH}
                className={`${inputClass(Boolean(poError))} sm:max-w-xs`}
                {...fieldAria(
                  Boolean(poError),
                  [poNumberRequired ? poHintId : '', describedBy ?? ''].filter(Boolean).join(' ') ||
                    undefined,
                  !poNumberRequired,
                )}
                {...register('po_number')}
              />
            </>
          )}
        </FormField>
        <FormField id={notesId} label="Delivery notes" error={notesError} optional>
          {(describedBy) => (
            <textarea
              id={notesId}
              rows={3}
              maxLength={MAX_DELIVERY_NOTES_LENGTH}
              placeholder="For example: ring the kitchen bell, side door"
              className={inputClass(Boolean(notesError))}
              {...fieldAria(Boolean(notesError), describedBy, true)}
              {...register('delivery_notes')}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
