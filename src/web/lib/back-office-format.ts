import { DELIVERY_TIME_ZONE } from '../../domain/delivery.ts';
import { formatPence, poundsToPence } from '../../domain/money.ts';

// The shop trades in London: times are shown as a London desk reads them, whatever the browser's zone.
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DELIVERY_TIME_ZONE,
});

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: DELIVERY_TIME_ZONE });

// A delivery day is a calendar date with no time, read and shown in UTC so no zone can shift it.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayWithYearFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function dayTime(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** "25 Nov 2026, 10:00" in London; an unparseable value is shown as sent. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat.format(time);
}

/** "25 Nov 2026", the London date of an instant; an unparseable value is shown as sent. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** "Thu 26 Nov" for the calendar day 2026-11-26. */
export function formatShortDay(day: string): string {
  const time = dayTime(day);
  return time === null ? day : dayFormat.format(time);
}

/** "Thu 26 Nov 2026" for the calendar day 2026-11-26. */
export function formatDayWithYear(day: string): string {
  const time = dayTime(day);
  return time === null ? day : dayWithYearFormat.format(time);
}

/** "Thursday 26 November 2026". */
export function formatLongDay(day: string): string {
  const time = dayTime(day);
  return time === null ? day : longDayFormat.format(time).replace(',', '');
}

/** An order amount as the API sends it (pounds) shown as money: "£244.80". */
export function formatPounds(pounds: number): string {
  return formatPence(poundsToPence(pounds));
}

/** "1 account" or "12 accounts": how many a list holds. */
export function countText(total: number, one: string, many: string): string {
  return total === 1 ? `1 ${one}` : `${total} ${many}`;
}

/** "1 order matches" or "2 orders match": how many a filtered list holds, the verb agreeing. */
export function matchCountText(total: number, one: string, many: string): string {
  return `${countText(total, one, many)} ${total === 1 ? 'matches' : 'match'}`;
}
