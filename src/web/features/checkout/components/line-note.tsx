import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_LINE_NOTE_LENGTH } from '../../../../domain/order-notes.ts';
import { inputClass } from '../../../components/form-field.tsx';

type LineNoteProps = {
  id: string;
  productName: string;
  /** The note as the form holds it now: a note kept from before a reload shows open. */
  value: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A basket line's note ("unwaxed, please"): behind a small 'Add a note' until asked for or already written. */
export function LineNote({ id, productName, value, error, registration }: LineNoteProps) {
  const [open, setOpen] = useState(value !== '');
  const errorId = `${id}-error`;
  if (!open) {
    return (
      <button
        type="button"
        className="mt-1 text-amber-800 text-xs underline underline-offset-2 hover:text-amber-950"
        aria-label={`Add a note for ${productName}`}
        onClick={() => {
          setOpen(true);
          // The box the customer asked for takes the typing (and the button it replaces is gone).
          requestAnimationFrame(() => document.getElementById(id)?.focus());
        }}
      >
        Add a note
      </button>
    );
  }
  return (
    <div className="mt-1.5">
      <label htmlFor={id} className="block text-neutral-700 text-xs">
        Note for {productName} <span className="text-neutral-500">(optional)</span>
      </label>
      <input
        id={id}
        type="text"
        maxLength={MAX_LINE_NOTE_LENGTH}
        className={`${inputClass(Boolean(error))} mt-1 py-1.5 text-sm`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} className="mt-1 text-red-700 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
