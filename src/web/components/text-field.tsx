import type { HTMLInputTypeAttribute } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormField, fieldAria, inputClass } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';

/**
 * Gives a form's fields their TextField props from the name alone, so id, error and registration
 * cannot drift apart. Each call registers the field: call in page order, as react-hook-form
 * focuses the first invalid field in the order the fields were registered.
 */
export function bindFields<T extends FieldValues>(
  idPrefix: string,
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T>) => ({
    id: `${idPrefix}-${name}`,
    error: get<FieldErrors<T>, FieldError | undefined>(errors, name)?.message,
    registration: register(name),
  });
}

type TextFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  /** Optional fields carry no asterisk and are not aria-required. */
  optional?: boolean;
  /** `password` gives the box PasswordInput's show/hide button. */
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** What react-hook-form's `register(name)` returned for this field. */
  registration: UseFormRegisterReturn;
};

/** A labelled input bound to react-hook-form, its inline error read out with it. */
export function TextField({
  id,
  label,
  error,
  optional = false,
  type,
  autoComplete,
  registration,
}: TextFieldProps) {
  const invalid = Boolean(error);
  return (
    <FormField id={id} label={label} error={error} optional={optional}>
      {(describedBy) => {
        const control = { id, autoComplete, ...fieldAria(invalid, describedBy, optional), ...registration };
        return type === 'password' ? (
          <PasswordInput invalid={invalid} {...control} />
        ) : (
          <input type={type} className={inputClass(invalid)} {...control} />
        );
      }}
    </FormField>
  );
}
