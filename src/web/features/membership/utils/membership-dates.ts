import { DELIVERY_TIME_ZONE } from '../../../../domain/delivery.ts';

/** ISO 8601 or the SQL form "2026-11-22 19:00:00" (which Safari will not parse with its space). */
function parseServerDate(value: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T') : value);
}

// The shop trades in London: a period ending at 00:30 BST ends on that London day, wherever the viewer is.
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DELIVERY_TIME_ZONE,
});

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DELIVERY_TIME_ZONE,
});

function formatWith(format: Intl.DateTimeFormat, value: string): string {
  const time = parseServerDate(value);
  return Number.isNaN(time) ? value : format.format(time);
}

/** When a cancelled membership ends: "23 December 2026". An unparseable value is shown as sent. */
export function formatMemberUntil(value: string): string {
  return formatWith(longDate, value);
}

/** An invoice's date in the table: "23 Nov 2026". */
export function formatInvoiceDate(value: string): string {
  return formatWith(shortDate, value);
}
