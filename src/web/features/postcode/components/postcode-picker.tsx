import { useId, useState } from 'react';
import { DELIVERY_DISTRICTS, OUT_OF_ZONE_ALERT } from '../../../../domain/delivery-zone.ts';

export const NOT_LISTED = 'not-listed';

/**
 * The district dropdown. Choosing a district hands it to the page; 'Not listed' explains that we
 * do not deliver there yet and keeps the visitor here.
 */
export function PostcodePicker({ onChoose }: { onChoose(district: string): void }) {
  const selectId = useId();
  const [choice, setChoice] = useState('');

  return (
    <div>
      <label htmlFor={selectId} className="block font-medium text-neutral-800 text-sm">
        Postcode district
      </label>
      <select
        id={selectId}
        value={choice}
        onChange={(event) => {
          const value = event.target.value;
          setChoice(value);
          if (value !== '' && value !== NOT_LISTED) onChoose(value);
        }}
        className="mt-2 block h-12 w-full rounded-lg border border-neutral-300 bg-white px-3 font-medium text-base text-neutral-900 shadow-sm focus:border-amber-500"
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
      {choice === NOT_LISTED && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          {OUT_OF_ZONE_ALERT}
        </p>
      )}
      <p className="mt-4 text-neutral-500 text-xs">We deliver to {DELIVERY_DISTRICTS.join(', ')}.</p>
    </div>
  );
}
