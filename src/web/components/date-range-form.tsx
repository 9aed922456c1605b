import { type FormEvent, useId, useState } from 'react';
import { controlClass, labelClass } from './back-office/form-styles.ts';

export type DateRange = { from: string; to: string };
export type DateRangeErrors = Partial<Record<keyof DateRange, string>>;

const LOOKS = {
  shop: {
    field: 'min-w-0 flex-1 sm:w-48 sm:flex-none',
    label: 'mb-1 block font-medium text-neutral-700 text-sm',
    input:
      'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200',
    button:
      'h-11 w-full rounded-lg bg-neutral-900 px-4 font-semibold text-sm text-white hover:bg-neutral-700 sm:mt-6 sm:w-auto',
  },
  'back-office': {
    field: 'min-w-0 flex-1 sm:w-48 sm:flex-none',
    label: labelClass,
    input: controlClass,
    button:
      'h-10 w-full rounded-lg bg-amber-500 px-4 font-semibold text-sm hover:bg-amber-600 sm:mt-5 sm:w-auto',
  },
} as const;

type DateRangeFormProps = {
  /** The form's accessible name, e.g. "Statement period". */
  label: string;
  submitText: string;
  initial: DateRange;
  /** The API's own rules for the range, field by field: the range applies only when none fail. */
  validate: (draft: DateRange) => DateRangeErrors;
  onApply: (range: DateRange) => void;
  look: keyof typeof LOOKS;
  className?: string;
};

/**
 * A first and last day ("From", "To (included)") checked before the address changes, each field
 * with its own message: the statement's period and the accounting export's range.
 */
export function DateRangeForm({
  label,
  submitText,
  initial,
  validate,
  onApply,
  look,
  className = '',
}: DateRangeFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DateRangeErrors>({});
  const styles = LOOKS[look];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  const dayField = (field: keyof DateRange, fieldLabel: string) => (
    <div className={styles.field}>
      <label htmlFor={`${ids}-${field}`} className={styles.label}>
        {fieldLabel}
      </label>
      <input
        id={`${ids}-${field}`}
        type="date"
        value={draft[field]}
        required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        className={styles.input}
      />
      {errors[field] && (
        <p id={`${ids}-${field}-error`} className="mt-1 text-red-700 text-xs">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className={`flex flex-wrap items-start gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:gap-4 ${className}`.trim()}
    >
      <div className="flex w-full gap-3 sm:w-auto sm:gap-4">
        {dayField('from', 'From')}
        {dayField('to', 'To (included)')}
      </div>
      <button type="submit" className={styles.button}>
        {submitText}
      </button>
    </form>
  );
}
