const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (`month` 0-based): when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * London's offset from UTC at an instant, by the UK's rule (British Summer Time, UTC+1, from 01:00
 * UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October; UTC otherwise), the
 * rule since 1996. Worked out rather than asked of the time-zone database through Intl: in a
 * browser the first Intl formatter loads ICU's data, tens to hundreds of milliseconds on a slowed
 * phone, for a page that only needs a date (decision 0193). The test holds it to Intl's answer.
 */
export function londonOffsetMs(instant: Date): number {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
}

/** The London calendar date of an instant: its year, its month (1–12) and its day of the month. */
export function londonCalendarDate(instant: Date): { year: number; month: number; day: number } {
  const wallClock = new Date(instant.getTime() + londonOffsetMs(instant));
  return {
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
  };
}

/** The London calendar date of an instant as YYYY-MM-DD. */
export function londonIsoDate(instant: Date): string {
  const { year, month, day } = londonCalendarDate(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
