import { TZDate } from '@date-fns/tz';
import { addDays, endOfMonth, format, startOfMonth, subMonths } from 'date-fns';
import { DELIVERY_TIME_ZONE, londonDate } from './delivery.ts';
import { csvField } from './delivery-runs.ts';
import type { Pence } from './money.ts';
import { payLaterDueAt } from './pay-later.ts';
import { type VatRatePercent, vatByRate } from './vat.ts';

/**
 * One document the accountant books: a VAT invoice (an order's or a membership month's), a credit
 * note against an invoice, or the cancellation of an invoice a change to the order replaced
 * (decision 0191), which reverses it line for line. Amounts are pence excluding VAT on the
 * lines; the document's VAT is the figure printed on it, so the export agrees with it to the penny.
 */
export type AccountingDocument = {
  kind: 'invoice' | 'credit-note' | 'cancellation';
  /** INV-000123, the credit note's own CN-000012, or a cancellation's INV-000123-CANCELLED. */
  number: string;
  /**
   * What Xero's Reference column carries: for an order's invoice the venue's PO number when it gave
   * one (its accounts office matches by it), else the order number; the invoice a credit note
   * credits or a cancellation cancels; null when none.
   */
  reference: string | null;
  /** The venue's purchase-order number the document is for; null when none. */
  poNumber: string | null;
  contactName: string;
  /** The document's date (its tax point), an ISO instant. */
  issuedAt: string;
  /** When payment falls due, an ISO instant. */
  dueAt: string;
  lines: AccountingLine[];
  /** The VAT the document shows, in pence. */
  taxPence: Pence;
  /** The VAT it shows per rate when that is not each rate's net at its rate (a credit note's); else left out. */
  vatByRate?: { ratePercent: VatRatePercent; vatPence: Pence }[];
  /** What the document shows in total, VAT included, in pence. */
  totalPence: Pence;
};

export type AccountingLine = {
  description: string;
  quantity: number;
  /** Excluding VAT. */
  unitPence: Pence;
  vatRatePercent: VatRatePercent;
};

/** The names of UK VAT rates on sales in Xero's standard chart, which its import matches by name. */
export const XERO_TAX_TYPES: Record<VatRatePercent, string> = {
  20: '20% (VAT on Income)',
  5: '5% (VAT on Income)',
  0: 'Zero Rated Income',
};

/** Xero takes at most this many invoices in one imported file; a longer range is imported in parts. */
export const XERO_INVOICES_PER_IMPORT = 500;

/**
 * When an invoice falls due: a pay-later invoice on its stored due date (30 days after the
 * invoice, pay-later.ts, when none was stored); anything paid or payable now, on its own date.
 */
export function invoiceDueAt(issuedAt: string, payLater: { dueAt: string | null } | null): string {
  if (!payLater) return issuedAt;
  return payLater.dueAt ?? payLaterDueAt(new Date(issuedAt)).toISOString();
}

/** One line of Xero's sales invoice import: amounts tax-exclusive, in pence until printed. */
export type XeroInvoiceRow = {
  kind: AccountingDocument['kind'];
  contactName: string;
  invoiceNumber: string;
  reference: string;
  poNumber: string | null;
  /** London dates, YYYY-MM-DD. */
  invoiceDate: string;
  dueDate: string;
  description: string;
  /** Negative on a credit note, so the document's total is negative. */
  quantity: number;
  unitAmountPence: Pence;
  accountCode: string;
  taxType: string;
  /** This line's share of the document's VAT (negative on a credit note). */
  taxAmountPence: Pence;
};

/** The instant a London calendar day (YYYY-MM-DD) begins, whatever the clocks are doing. */
export function londonDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year ?? 0, (month ?? 1) - 1, date ?? 1, DELIVERY_TIME_ZONE).getTime());
}

/** The London calendar month before the one `now` falls in, as its first and last days. */
export function lastCalendarMonth(now: Date): { from: string; to: string } {
  const previous = subMonths(new TZDate(now.getTime(), DELIVERY_TIME_ZONE), 1);
  return {
    from: format(startOfMonth(previous), 'yyyy-MM-dd'),
    to: format(endOfMonth(previous), 'yyyy-MM-dd'),
  };
}

/** The day after a calendar day, YYYY-MM-DD. */
export function nextDay(day: string): string {
  return format(addDays(new Date(`${day}T12:00:00Z`), 1), 'yyyy-MM-dd');
}

/** `amount` shared in proportion to the weights, largest remainders first, so the shares add up to it. */
function shareByWeight(weights: readonly number[], amount: Pence): Pence[] {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * amount) / totalWeight);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Shares the document's VAT among its lines so the lines add up to the VAT the document shows (it is
 * worked out once per rate, and rounding each line on its own could miss it by a penny). Each rate's
 * VAT, as the document shows it, stays on that rate's lines, shared in proportion to their net; a
 * document whose VAT is not its rates' sum (older figures) is shared by each line's VAT at its rate.
 */
export function shareTax(
  lines: readonly AccountingLine[],
  taxPence: Pence,
  byRate: readonly { ratePercent: VatRatePercent; vatPence: Pence }[] = vatByRate(
    lines.map((line) => ({
      vatRatePercent: line.vatRatePercent,
      lineTotalPence: line.quantity * line.unitPence,
    })),
  ),
): Pence[] {
  const nets = lines.map((line) => line.quantity * line.unitPence);
  if (byRate.reduce((sum, rate) => sum + rate.vatPence, 0) !== taxPence) {
    return shareByWeight(
      lines.map((line, index) => (nets[index] ?? 0) * line.vatRatePercent),
      taxPence,
    );
  }
  const shares = lines.map(() => 0);
  for (const rate of byRate) {
    const weights = lines.map((line, index) =>
      line.vatRatePercent === rate.ratePercent ? (nets[index] ?? 0) : 0,
    );
    shareByWeight(weights, rate.vatPence).forEach((share, index) => {
      shares[index] = (shares[index] ?? 0) + share;
    });
  }
  return shares;
}

/** A document as Xero's import rows, one per line; a credit note's or a cancellation's quantities and VAT negative. */
export function xeroRows(document: AccountingDocument, accountCode: string): XeroInvoiceRow[] {
  const sign = document.kind === 'invoice' ? 1 : -1;
  const taxShares = shareTax(document.lines, document.taxPence, document.vatByRate);
  return document.lines.map((line, index) => ({
    kind: document.kind,
    contactName: document.contactName,
    invoiceNumber: document.number,
    reference: document.reference ?? '',
    poNumber: document.poNumber,
    invoiceDate: londonDate(new Date(document.issuedAt)),
    dueDate: londonDate(new Date(document.dueAt)),
    description: line.description,
    quantity: sign * line.quantity,
    unitAmountPence: line.unitPence,
    accountCode,
    taxType: XERO_TAX_TYPES[line.vatRatePercent],
    taxAmountPence: sign * (taxShares[index] ?? 0),
  }));
}

/** What the rows of one document add up to, VAT included, in pence (negative for a credit note or cancellation). */
export function rowsTotalPence(rows: readonly XeroInvoiceRow[]): Pence {
  return rows.reduce((sum, row) => sum + row.quantity * row.unitAmountPence + row.taxAmountPence, 0);
}

/**
 * Xero's column names, in its template's order. Xero's own template marks the required ones with an
 * asterisk (*ContactName); its import matches the names either way, and plain names are what other
 * exporters send, so the header carries none.
 */
export const XERO_COLUMNS = [
  'ContactName',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'AccountCode',
  'TaxType',
  'TaxAmount',
] as const;

/** DD/MM/YYYY, as Xero reads dates in a UK organisation. */
export function xeroDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Pence as pounds with two decimals and no symbol or grouping: 1234.50, -3.20. */
export function xeroAmount(pence: Pence): string {
  const sign = pence < 0 ? '-' : '';
  const whole = Math.abs(pence);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A row as one CSV line in XERO_COLUMNS order. Text goes through csvField (quoting, and no
 * spreadsheet formulas from a venue's name); numbers and dates are the shop's own and printed as
 * Xero reads them, a credit note's minus sign included.
 */
export function xeroCsvLine(row: XeroInvoiceRow): string {
  return [
    csvField(row.contactName),
    csvField(row.invoiceNumber),
    csvField(row.reference),
    xeroDate(row.invoiceDate),
    xeroDate(row.dueDate),
    csvField(row.description),
    String(row.quantity),
    xeroAmount(row.unitAmountPence),
    csvField(row.accountCode),
    csvField(row.taxType),
    xeroAmount(row.taxAmountPence),
  ].join(',');
}

export const XERO_CSV_HEADER = XERO_COLUMNS.join(',');
