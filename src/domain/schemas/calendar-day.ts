import { z } from 'zod';

export const DAY_FORMAT = 'Please give the day as YYYY-MM-DD.';
export const DAY_NOT_REAL = 'Please give a real day.';

/** Whether a YYYY-MM-DD names a day of the calendar (not 30 February). */
export function isRealDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A calendar day as YYYY-MM-DD, `missing` when absent. */
export const calendarDay = (missing: string) =>
  z
    .string({ error: missing })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DAY_FORMAT, abort: true })
    .refine(isRealDay, { error: DAY_NOT_REAL });
