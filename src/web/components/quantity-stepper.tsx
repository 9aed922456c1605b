import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';

export const MAX_QUANTITY = 999;

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

// Characters a number input would accept that can never make a whole quantity of 1 or more.
const BLOCKED_KEYS = new Set(['.', ',', 'e', 'E', '-', '+']);

function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** Minus, a whole-number input and plus. Typing commits as soon as the text is a valid quantity. */
export function QuantityStepper({
  value,
  onChange,
  onDecreaseAtMinimum,
  itemName,
  size = 'sm',
  increaseRef,
}: QuantityStepperProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  // Follow changes made elsewhere (the drawer, another tab) without an effect.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }

  const big = size === 'lg';
  // The box clips its corners (overflow-hidden), so each control draws its focus ring inside itself.
  const insetRing = 'focus-visible:-outline-offset-2';
  const buttonClass = `grid place-items-center text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40 ${insetRing} ${
    big ? 'h-11 w-11' : 'h-9 w-9'
  }`;

  const blockNonIntegers = (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
  };

  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-neutral-300 bg-white">
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
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={draft}
        onKeyDown={blockNonIntegers}
        onChange={(event) => {
          setDraft(event.target.value);
          const quantity = parseQuantity(event.target.value);
          if (quantity !== null && quantity !== value) onChange(quantity);
        }}
        // An empty or invalid entry snaps back to the quantity actually in the basket.
        onBlur={() => setDraft(String(value))}
        className={`border-neutral-300 border-x text-center font-semibold tabular-nums [appearance:textfield] focus-visible:bg-amber-50 ${insetRing} [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${
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
  );
}
