import { DELIVERY_TIME_ZONE } from '../../../../domain/delivery.ts';

// A due date is read as a London desk reads it; the time of day adds nothing to "when to pay".
const dueFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DELIVERY_TIME_ZONE,
});

/** "1 Oct 2026" in London; an unparseable value is shown as sent. */
export function formatDueDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dueFormat.format(time);
}

/** "53 days overdue", "1 day overdue", or "Due today" on the day it falls due. */
export function overdueText(days: number): string {
  if (days === 0) return 'Due today';
  return `${days} ${days === 1 ? 'day' : 'days'} overdue`;
}
