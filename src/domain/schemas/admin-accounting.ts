import { z } from 'zod';
import { nextDay } from '../accounting.ts';
import { calendarDay, DAY_FORMAT, DAY_NOT_REAL, isRealDay } from './calendar-day.ts';

/** The longest range one export covers: a year, leap day included. */
export const MAX_EXPORT_DAYS = 366;

export const EXPORT_DAY_FORMAT = DAY_FORMAT;
export const EXPORT_DAY_NOT_REAL = DAY_NOT_REAL;
export const EXPORT_RANGE_BACKWARDS = 'The end of the range must not be before its start.';
export const EXPORT_RANGE_TOO_LONG = `Please choose at most ${MAX_EXPORT_DAYS} days.`;

/** Days from `from` to `to` inclusive. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
}

const rangeFields = {
  from: calendarDay('Please choose the first day.'),
  to: calendarDay('Please choose the last day.'),
};

/** Both ends are London days, both included. */
function checkRange(range: { from: string; to: string }, context: z.RefinementCtx): void {
  // A day that is no day has its own message already; the range is judged between real days.
  if (!isRealDay(range.from) || !isRealDay(range.to)) return;
  if (range.to < range.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_RANGE_BACKWARDS });
  } else if (daysInRange(range.from, range.to) > MAX_EXPORT_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_RANGE_TOO_LONG });
  }
}

/** The back office's date range form and GET /api/admin/accounting/summary. */
export const AccountingRange = z.strictObject(rangeFields).superRefine(checkRange);
export type AccountingRange = z.infer<typeof AccountingRange>;

export const EXPORT_FORMATS = ['csv', 'json'] as const;

/** GET /api/admin/accounting/export: CSV unless JSON is asked for. */
export const AccountingExportQuery = z
  .strictObject({
    ...rangeFields,
    format: z.enum(EXPORT_FORMATS, { error: 'Please choose csv or json.' }).default('csv'),
  })
  .superRefine(checkRange);
export type AccountingExportQuery = z.input<typeof AccountingExportQuery>;

/** The file name of a range's CSV. */
export function exportFileName(range: AccountingRange): string {
  return `w1-invoices-${range.from}-${range.to}.csv`;
}

/** What a range holds: documents counted, their total VAT included (credit notes and cancellations taken off). */
export const AccountingSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** Invoices dated in the range, those a change later replaced included (decision 0191). */
  invoices: z.number().int(),
  credit_notes: z.number().int(),
  /** Replaced invoices cancelled in the range, each reversed in the export (decision 0191). */
  cancellations: z.number().int(),
  /** Pence, VAT included. */
  total_pence: z.number().int(),
});
export type AccountingSummary = z.infer<typeof AccountingSummary>;

/** One row of Xero's sales invoice import, as JSON: amounts in pence excluding VAT, London dates. */
export const AccountingRow = z.object({
  kind: z.enum(['invoice', 'credit-note', 'cancellation']),
  contact_name: z.string(),
  invoice_number: z.string(),
  /** The PO number when the venue gave one, else the order number (credit notes: the invoice credited; cancellations: the invoice cancelled). */
  reference: z.string(),
  /** The venue's purchase-order number; null when none. */
  po_number: z.string().nullable(),
  /** YYYY-MM-DD (the CSV prints DD/MM/YYYY). */
  invoice_date: z.string(),
  due_date: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit_amount_pence: z.number().int(),
  account_code: z.string(),
  tax_type: z.string(),
  tax_amount_pence: z.number().int(),
});
export type AccountingRow = z.infer<typeof AccountingRow>;

export const AccountingExport = z.object({
  from: z.string(),
  to: z.string(),
  /** Xero's LineAmountType: unit amounts exclude VAT; each row's VAT is in tax_amount_pence. */
  line_amount_types: z.literal('Exclusive'),
  rows: z.array(AccountingRow),
});
export type AccountingExport = z.infer<typeof AccountingExport>;

/** The day after a range's last day: where the range stops, exclusive. */
export function rangeEndExclusive(range: AccountingRange): string {
  return nextDay(range.to);
}
