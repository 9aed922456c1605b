import { describe, expect, it } from 'vitest';
import { londonCalendarDate, londonIsoDate, londonOffsetMs } from './london-clock.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** What the time-zone database says London's calendar date and hour are at an instant. */
function intlLondon(instant: Date) {
  const parts = Object.fromEntries(london.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
  };
}

describe('the London clock', () => {
  it('agrees with the time-zone database through 2015 to 2040', () => {
    const instants: Date[] = [];
    for (let day = Date.UTC(2015, 0, 1); day < Date.UTC(2041, 0, 1); day += DAY_MS) {
      const date = new Date(day);
      // Either side of midnight every day; every quarter of an hour around a Sunday's 01:00 UTC
      // in March and October, when the clocks may change.
      for (const minutes of [30, 23 * 60 + 30]) instants.push(new Date(day + minutes * 60_000));
      if (date.getUTCDay() === 0 && (date.getUTCMonth() === 2 || date.getUTCMonth() === 9)) {
        for (let minutes = -60; minutes <= 180; minutes += 15)
          instants.push(new Date(day + minutes * 60_000));
      }
    }
    const mismatches = instants.filter((instant) => {
      const { hour, ...date } = intlLondon(instant);
      const wallHour = new Date(instant.getTime() + londonOffsetMs(instant)).getUTCHours();
      return JSON.stringify(londonCalendarDate(instant)) !== JSON.stringify(date) || wallHour !== hour;
    });
    expect(mismatches).toEqual([]);
  }, 30_000);

  it.each([
    // Late on a summer evening in UTC it is already the next day in London (BST).
    ['2026-06-30T23:30:00.000Z', '2026-07-01'],
    // In winter London is on UTC, so the same hour stays on the same day.
    ['2026-01-31T23:30:00.000Z', '2026-01-31'],
    // The clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October.
    ['2026-03-29T00:59:59.999Z', '2026-03-29'],
    ['2026-10-24T23:00:00.000Z', '2026-10-25'],
    ['2026-10-25T00:59:59.999Z', '2026-10-25'],
  ])('%s is %s in London', (iso, date) => {
    expect(londonIsoDate(new Date(iso))).toBe(date);
  });

  it('is an hour ahead of UTC in summer and on UTC in winter', () => {
    expect(londonOffsetMs(new Date('2026-03-29T00:59:59.999Z'))).toBe(0);
    expect(londonOffsetMs(new Date('2026-03-29T01:00:00.000Z'))).toBe(HOUR_MS);
    expect(londonOffsetMs(new Date('2026-10-25T00:59:59.999Z'))).toBe(HOUR_MS);
    expect(londonOffsetMs(new Date('2026-10-25T01:00:00.000Z'))).toBe(0);
  });
});
