import { Delete } from 'lucide-react';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const keyClass =
  'h-14 rounded-xl border border-neutral-300 bg-white text-2xl font-semibold text-neutral-900 shadow-sm active:bg-amber-100 hover:bg-neutral-50 sm:h-16';

type NumberKeypadProps = {
  /** What the keys type into, for their names: "Count" or "Par". */
  target: string;
  onDigit(digit: string): void;
  onBackspace(): void;
  onClear(): void;
};

/**
 * Big number keys for counting with one thumb: a phone's own keyboard covers half the screen and
 * its keys are small. Each key says what it types into, so a screen reader user knows too.
 */
export function NumberKeypad({ target, onDigit, onBackspace, onClear }: NumberKeypadProps) {
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="sr-only">Number keys for {target}</legend>
      {DIGITS.map((digit) => (
        <button key={digit} type="button" className={keyClass} onClick={() => onDigit(digit)}>
          {digit}
        </button>
      ))}
      <button type="button" className={`${keyClass} text-base`} onClick={onClear}>
        Clear
      </button>
      <button type="button" className={keyClass} onClick={() => onDigit('0')}>
        0
      </button>
      <button type="button" className={`${keyClass} grid place-items-center`} onClick={onBackspace}>
        <Delete className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">Delete a digit</span>
      </button>
    </fieldset>
  );
}
