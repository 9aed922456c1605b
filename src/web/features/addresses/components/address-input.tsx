import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/form-field.tsx';
import type { AddressFieldSpec } from './address-field-specs.ts';

type AddressInputProps = {
  spec: AddressFieldSpec;
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** One labelled text input of the address form, with its inline error. */
export function AddressInput({ spec, id, error, registration }: AddressInputProps) {
  return (
    <div className={spec.wide ? 'sm:col-span-2' : undefined}>
      <FormField id={id} label={spec.label} error={error} optional={spec.optional}>
        {(describedBy) => (
          <input
            id={id}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            className={inputClass(Boolean(error))}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            aria-required={!spec.optional}
            {...registration}
          />
        )}
      </FormField>
    </div>
  );
}
