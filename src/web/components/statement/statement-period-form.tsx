import { DateRangeForm } from '../date-range-form.tsx';
import { periodErrors, type StatementPeriodValue } from './statement-period.ts';

/** The statement's first and last days, checked with the API's own rules before the address changes. */
export function StatementPeriodForm({
  initial,
  onApply,
}: {
  initial: StatementPeriodValue;
  onApply: (period: StatementPeriodValue) => void;
}) {
  return (
    <DateRangeForm
      label="Statement period"
      submitText="Show statement"
      initial={initial}
      validate={periodErrors}
      onApply={onApply}
      look="shop"
    />
  );
}
