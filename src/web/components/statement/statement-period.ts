import { StatementQuery } from '../../../domain/schemas/statement.ts';
import { defaultStatementPeriod } from '../../../domain/statement.ts';

export type StatementPeriodValue = { from: string; to: string };

/** The period the address names when it is a valid one, else the last three months to today. */
export function periodFrom(params: URLSearchParams, now = new Date()): StatementPeriodValue {
  const parsed = StatementQuery.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  if (parsed.success && parsed.data.from && parsed.data.to)
    return { from: parsed.data.from, to: parsed.data.to };
  return defaultStatementPeriod(now);
}

export type PeriodErrors = Partial<Record<'from' | 'to', string>>;

/** The period checked with the API's own rules, field by field. */
export function periodErrors(draft: StatementPeriodValue): PeriodErrors {
  const parsed = StatementQuery.safeParse({ from: draft.from || undefined, to: draft.to || undefined });
  const errors: PeriodErrors = {};
  if (!draft.from) errors.from = 'Please choose the first day.';
  if (!draft.to) errors.to = 'Please choose the last day.';
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The query string of a period: ?from=…&to=… */
export function periodQuery(period: StatementPeriodValue): string {
  return new URLSearchParams(period).toString();
}
