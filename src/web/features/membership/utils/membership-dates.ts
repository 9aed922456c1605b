import { DELIVERY_TIME_ZONE } from '../../../../domain/delivery.ts';
import { londonDateText } from '../../../../domain/london-date.ts';

/** ISO 8601 or the SQL form "2026-11-22 19:00:00" (which Safari will not parse with its space). */
function parseServerDate(value: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T') : value);
}

// The shop trades in London: an invoice written at 00:30 BST is dated that London day.
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DELIVERY_TIME_ZONE,
});

/**
 * The London day a paid period ends, when a cancelled membership ends or a rolling one renews:
 * "23 December 2026". An unparseable value is shown as sent.
 */
export function formatPeriodEnd(value: string): string {
  const time = parseServerDate(value);
  // The same words as the mails and invoices use for the end of a paid period.
  return Number.isNaN(time) ? value : londonDateText(new Date(time).toISOString());
}

/** An invoice's date in the table: "23 Nov 2026". */
export function formatInvoiceDate(value: string): string {
  const time = parseServerDate(value);
  return Number.isNaN(time) ? value : shortDate.format(time);
}
