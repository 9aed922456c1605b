import { Minus, Plus } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { MAX_BASKET_QUANTITY, readQuantity } from '../../domain/quantity.ts';

export const MAX_QUANTITY = MAX_BASKET_QUANTITY;

type QuantityStepperProps = {
  value: number;
  /** Called only with whole numbers from 1 to MAX_QUANTITY. */
  onChange(quantity: number): void;
  /** Minus at 1 does not go to 0; the owner decides what it means (the basket asks to remove). */
  onDecreaseAtMinimum(): void;
  /** Names the item in the controls' accessible names, e.g. "Decrease quantity of Lemons". */
  itemName: string;
  size?: 'sm' | 'lg';
  /** The plus button, for an owner that moves focus into the stepper. */
  increaseRef?: Ref<HTMLButtonElement>;
};

/**
 * Minus, a whole-number box and plus. Typing commits as soon as the text is a valid quantity;
 * anything else ("2.5", "-3") is kept as typed with the reason beside it, never bent into another
 * number, and the basket keeps its last good quantity, which the box shows again on leaving it.
 */
export function QuantityStepper({
  value,
  onChange,
  onDecreaseAtMinimum,
  itemName,
  size = 'sm',
  increaseRef,
}: QuantityStepperProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  // Follow changes made elsewhere (the drawer, another tab, the buttons) without an effect.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
    setError(null);
  }

  const big = size === 'lg';
  // The box clips its corners (overflow-hidden), so each control draws its focus ring inside itself.
  const insetRing = 'focus-visible:-outline-offset-2';
  const buttonClass = `grid place-items-center text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40 ${insetRing} ${
    big ? 'h-11 w-11' : 'h-9 w-9'
  }`;

  return (
    <div className="inline-flex flex-col items-start gap-1">
      <div
        className={`inline-flex items-center overflow-hidden rounded-lg border bg-white ${
          error ? 'border-red-600' : 'border-neutral-300'
        }`}
      >
        <button
          type="button"
          className={buttonClass}
          aria-label={`Decrease quantity of ${itemName}`}
          onClick={() => (value <= 1 ? onDecreaseAtMinimum() : onChange(value - 1))}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <label htmlFor={inputId} className="sr-only">
          Quantity of {itemName}
        </label>
        {/* Text, not type=number: a number box drops "." and "-" unseen, so "2.5" would read as 25.
            It is still a spin button to assistive technology, and the arrow keys step it. */}
        <input
          id={inputId}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={1}
          aria-valuemax={MAX_QUANTITY}
          aria-valuenow={value}
          value={draft}
          onKeyDown={(event) => {
            const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
            if (step === undefined) return;
            event.preventDefault();
            const next = value + step;
            if (next >= 1 && next <= MAX_QUANTITY) onChange(next);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const reading = readQuantity(text);
            setError(reading.error);
            if (reading.quantity !== null && reading.quantity !== value) onChange(reading.quantity);
          }}
          // The box shows the quantity actually in the basket again; a refusal stays said until the next good entry.
          onBlur={() => setDraft(String(value))}
          className={`border-neutral-300 border-x text-center font-semibold tabular-nums focus-visible:bg-amber-50 ${insetRing} ${
            big ? 'h-11 w-16 text-base' : 'h-9 w-12 text-sm'
          }`}
        />
        <button
          ref={increaseRef}
          type="button"
          className={buttonClass}
          aria-label={`Increase quantity of ${itemName}`}
          disabled={value >= MAX_QUANTITY}
          onClick={() => onChange(value + 1)}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <p id={errorId} role="alert" className="max-w-56 text-red-700 text-xs empty:hidden">
        {error && `${error} The quantity stays at ${value}.`}
      </p>
    </div>
  );
}
