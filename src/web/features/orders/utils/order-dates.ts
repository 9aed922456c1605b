import { DELIVERY_TIME_ZONE } from '../../../../domain/delivery.ts';

/**
 * Server timestamps may come as "2026-11-22 19:00:00" (SQL) or ISO 8601. Safari rejects the SQL
 * form, so the space becomes a "T" before parsing. Unparseable dates count as the oldest.
 */
export function parseServerDate(value: string): number {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(' ', 'T') : value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

// The shop trades in London: an order placed at 00:30 BST is dated that day, whatever the viewer's zone.
const orderDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DELIVERY_TIME_ZONE,
});

/** "22 Nov 2026"; an unparseable value is shown as sent rather than hidden. */
export function formatOrderDate(value: string): string {
  const time = parseServerDate(value);
  return Number.isFinite(time) ? orderDateFormat.format(time) : value;
}

// A delivery day is a calendar date with no time, so it is read and shown in UTC: no zone can shift it.
const deliveryDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** shipping_info.deliveryDay "2026-11-24" as "Tuesday, 24 November 2026" (the comma as ICU gives it). */
export function formatDeliveryDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return deliveryDayFormat.format(Date.UTC(year, month - 1, date));
}
