import { z } from 'zod';
import { calendarDay, isRealDay } from './calendar-day.ts';

/** The longest period one statement covers: a year, leap day included; what came before is brought in. */
export const MAX_STATEMENT_DAYS = 366;

export const STATEMENT_PERIOD_BACKWARDS = 'The last day must not be before the first day.';
export const STATEMENT_PERIOD_TOO_LONG = `Please choose at most ${MAX_STATEMENT_DAYS} days.`;

/** Why a period of London days cannot be a statement's, or null when it can. */
export function statementPeriodError(from: string, to: string): string | null {
  if (to < from) return STATEMENT_PERIOD_BACKWARDS;
  const days = Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
  return days > MAX_STATEMENT_DAYS ? STATEMENT_PERIOD_TOO_LONG : null;
}

/**
 * GET /api/account/statement (and the staff's per customer): London days, both included. Either may
 * be left out: the period then ends today and starts three months before its end.
 */
export const StatementQuery = z
  .strictObject({
    from: calendarDay('Please choose the first day.').optional(),
    to: calendarDay('Please choose the last day.').optional(),
  })
  .superRefine((period, context) => {
    if (!period.from || !period.to || !isRealDay(period.from) || !isRealDay(period.to)) return;
    const error = statementPeriodError(period.from, period.to);
    if (error) context.addIssue({ code: 'custom', path: ['to'], message: error });
  });
export type StatementQuery = z.infer<typeof StatementQuery>;

/** One entry of the period with the balance after it. Amounts in pence, positive raising what is owed. */
export const StatementLine = z.object({
  id: z.number().int(),
  /** London date, YYYY-MM-DD. */
  date: z.string(),
  /** The ledger's kind (charge, payment, credit_note, cancellation, adjustment, or one added later). */
  kind: z.string(),
  /** How it reads: "Invoice", "Payment (Bank transfer)". */
  type: z.string(),
  /** The invoice or credit note number it concerns (and a payer's reference). */
  reference: z.string().nullable(),
  /** The order's number (W1-000123), when the entry has an order. */
  order_id: z.string().nullable(),
  amount_pence: z.number().int(),
  balance_pence: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const AgeingBucket = z.object({ label: z.string(), amount_pence: z.number().int() });
export type AgeingBucket = z.infer<typeof AgeingBucket>;

/** A statement of a pay-later account (docs/account-ledger.md). */
export const AccountStatement = z.object({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
  }),
  /** The period, London days, both included. */
  from: z.string(),
  to: z.string(),
  /** The day the ageing is worked out at: `to`, or today when `to` is later. */
  as_of: z.string(),
  opening_balance_pence: z.number().int(),
  closing_balance_pence: z.number().int(),
  /** What the customer owes at `as_of`: the closing balance, never below nothing. */
  amount_due_pence: z.number().int(),
  entries: z.array(StatementLine),
  /** 0-30, 31-60, 61-90 and 90+ days; they add up to the closing balance. */
  ageing: z.array(AgeingBucket),
});
export type AccountStatement = z.infer<typeof AccountStatement>;

/** The file name of a statement's PDF. */
export function statementFileName(statement: Pick<AccountStatement, 'from' | 'to'>): string {
  return `statement-${statement.from}-${statement.to}.pdf`;
}
