import { Star } from 'lucide-react';
import { type Ref, useId, useState } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

type StarRatingInputProps = {
  /** Names the radios, so the browser treats them as one group (arrow keys move between them). */
  name: string;
  label: string;
  /** 0 while no star is chosen. */
  value: number;
  onChange(value: number): void;
  onBlur?(): void;
  error?: string;
  /** Given to the radio that takes focus, so a failed submit can move focus here. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, arrow keys choose, and screen readers
 * hear "3 stars, radio button, 3 of 5". The radios are hidden behind the star pictures.
 */
export function StarRatingInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const errorId = useId();
  const focusTarget = value || 1;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-neutral-800 text-sm">
        {label}
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* The labels touch, so moving between stars never drops the hover preview in between. */}
        <div className="flex">
          {STARS.map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHovered(star)}
              onMouseLeave={() => setHovered(0)}
              className="cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-amber-600"
            >
              <input
                ref={star === focusTarget ? inputRef : undefined}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                aria-invalid={Boolean(error)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className={`h-8 w-8 transition-colors ${
                  star <= shown ? 'fill-amber-400 text-amber-500' : 'fill-neutral-100 text-neutral-400'
                }`}
              />
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-neutral-600 text-sm">
          {shown ? `${shown} of 5 · ${WORDS[shown]}` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
