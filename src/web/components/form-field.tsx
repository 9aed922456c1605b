import type { ReactNode } from 'react';

type FormFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  /** Optional fields carry no asterisk. */
  optional?: boolean;
  /** Renders the control; it must use `id`, and `describedBy` for its aria-describedby. */
  children(describedBy: string | undefined): ReactNode;
};

/** A labelled control with its inline error, tied together for screen readers. */
export function FormField({ id, label, error, optional = false, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-neutral-800 text-sm">
        {label}
        {optional ? (
          <span className="font-normal text-neutral-500"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">{children(error ? errorId : undefined)}</div>
      {error && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The aria attributes every FormField control carries: `describedBy` is what FormField passes its
 * render prop, so a screen reader reads the inline error with the control.
 */
export function fieldAria(invalid: boolean, describedBy: string | undefined, optional = false) {
  return { 'aria-invalid': invalid, 'aria-describedby': describedBy, 'aria-required': !optional };
}

export function inputClass(invalid: boolean): string {
  return `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-neutral-900 shadow-sm placeholder:text-neutral-400 focus:border-amber-500 ${
    invalid ? 'border-red-500' : 'border-neutral-300'
  }`;
}
