import { format, isValid, parseISO } from 'date-fns';
import { DELIVERY_TIME_ZONE } from './delivery.ts';

// The shop trades in London: an instant is dated as a London desk reads it, whatever the server's zone.
const londonDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DELIVERY_TIME_ZONE,
});

/** "20 December 2026", the London date of an instant: mails, invoices and their PDFs all say it so. */
export function londonDateText(iso: string): string {
  return londonDateFormat.format(new Date(iso));
}

/** "Tuesday 24 November 2026" for the London date 2026-11-24 (a calendar date: parsed and printed alike). */
export function deliveryDayText(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'EEEE d MMMM yyyy') : day;
}
