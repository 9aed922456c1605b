import { type FormEvent, useId, useState } from 'react';
import { DELIVERY_DISTRICTS, OUT_OF_ZONE_ALERT } from '../../../../domain/delivery-zone.ts';

export const NOT_LISTED = 'not-listed';

/**
 * The district dropdown and a Continue button. The choice is committed only on submit: moving
 * through a closed select with the arrow keys changes its value, and leaving the page on that
 * change would take a keyboard user away before they had chosen (WCAG 3.2.2). 'Not listed'
 * explains at once that we do not deliver there yet, and Continue stays off for it.
 */
export function PostcodePicker({ onChoose }: { onChoose(district: string): void }) {
  const selectId = useId();
  const hintId = useId();
  const [choice, setChoice] = useState('');
  const canContinue = choice !== '' && choice !== NOT_LISTED;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canContinue) onChoose(choice);
  }

  return (
    <form onSubmit={handleSubmit}>
      <label htmlFor={selectId} className="block font-medium text-neutral-800 text-sm">
        Postcode district
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <select
          id={selectId}
          value={choice}
          aria-describedby={hintId}
          onChange={(event) => setChoice(event.target.value)}
          className="block h-12 w-full min-w-0 rounded-lg sm:flex-1 border border-neutral-300 bg-white px-3 font-medium text-base text-neutral-900 shadow-sm focus:border-amber-700"
        >
          <option value="" disabled>
            Choose your district…
          </option>
          {DELIVERY_DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
          <option value={NOT_LISTED}>Not listed</option>
        </select>
        <button
          type="submit"
          disabled={!canContinue}
          className="h-12 shrink-0 rounded-lg bg-black px-6 font-semibold text-base text-white hover:bg-neutral-800 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
        >
          Continue
        </button>
      </div>
      {choice === NOT_LISTED && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          {OUT_OF_ZONE_ALERT}
        </p>
      )}
      <p id={hintId} className="mt-4 text-neutral-500 text-xs">
        We deliver to {DELIVERY_DISTRICTS.join(', ')}.
      </p>
    </form>
  );
}
