import { format, parseISO } from 'date-fns';
import { DELIVERY_TIME_ZONE } from '../../../../domain/delivery.ts';

/** "Tuesday 24 November" for the calendar date 2026-11-24. */
export function deliveryDateText(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM');
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DELIVERY_TIME_ZONE,
});

/** "Mon 20:00": an instant as London reads it, whatever the browser's zone. */
export function londonTimeText(iso: string): string {
  return londonTime.format(new Date(iso));
}
