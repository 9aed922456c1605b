import { type FormEvent, useId, useState } from 'react';
import { type PeriodErrors, periodErrors, type StatementPeriodValue } from './statement-period.ts';

const inputClass =
  'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200';

/** The statement's first and last days, checked with the API's own rules before the address changes. */
export function StatementPeriodForm({
  initial,
  onApply,
}: {
  initial: StatementPeriodValue;
  onApply: (period: StatementPeriodValue) => void;
}) {
  const ids = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<PeriodErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  const dayField = (field: 'from' | 'to', label: string) => (
    <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
      <label htmlFor={`${ids}-${field}`} className="mb-1 block font-medium text-neutral-700 text-sm">
        {label}
      </label>
      <input
        id={`${ids}-${field}`}
        type="date"
        value={draft[field]}
        required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        className={inputClass}
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
      aria-label="Statement period"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:gap-4"
    >
      <div className="flex w-full gap-3 sm:w-auto sm:gap-4">
        {dayField('from', 'From')}
        {dayField('to', 'To (included)')}
      </div>
      <button
        type="submit"
        className="h-11 w-full rounded-lg bg-neutral-900 px-4 font-semibold text-sm text-white hover:bg-neutral-700 sm:mt-6 sm:w-auto"
      >
        Show statement
      </button>
    </form>
  );
}
