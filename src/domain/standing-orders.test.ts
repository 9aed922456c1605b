import { describe, expect, it } from 'vitest';
import { type CutoffRule, DEFAULT_SLOT_CUTOFF } from './delivery-cutoff.ts';
import {
  addCalendarDays,
  dueOccurrences,
  nextOccurrences,
  placingTime,
  type Weekday,
  weekdayOf,
  weekdaysFromText,
  weekdaysText,
  weekdaysToText,
} from './standing-orders.ts';

const iso = (date: Date) => date.toISOString();
const everyDay = (rule: CutoffRule) => () => rule;

describe('placingTime: two hours before the cut-off, as London reads it', () => {
  it.each([
    ['a winter Tuesday: Monday 20:00 GMT', '2026-11-24', DEFAULT_SLOT_CUTOFF, '2026-11-23T20:00:00.000Z'],
    ['a summer Tuesday: Monday 20:00 BST', '2026-07-07', DEFAULT_SLOT_CUTOFF, '2026-07-06T19:00:00.000Z'],
    // Clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    ['Sunday 29 March: Saturday 20:00 GMT', '2026-03-29', DEFAULT_SLOT_CUTOFF, '2026-03-28T20:00:00.000Z'],
    ['Monday 30 March: Sunday 20:00 BST', '2026-03-30', DEFAULT_SLOT_CUTOFF, '2026-03-29T19:00:00.000Z'],
    ['Sunday 25 October: Saturday 20:00 BST', '2026-10-25', DEFAULT_SLOT_CUTOFF, '2026-10-24T19:00:00.000Z'],
    ['Monday 26 October: Sunday 20:00 GMT', '2026-10-26', DEFAULT_SLOT_CUTOFF, '2026-10-25T20:00:00.000Z'],
    [
      'a same-day cut-off: still the day before, two hours before midnight',
      '2026-11-24',
      { daysBefore: 0, time: '06:00' },
      '2026-11-23T22:00:00.000Z',
    ],
    [
      'a same-day cut-off in summer: 22:00 BST the day before',
      '2026-07-15',
      { daysBefore: 0, time: '06:00' },
      '2026-07-14T21:00:00.000Z',
    ],
    [
      'a cut-off two days before at 01:00: no earlier than that day’s start',
      '2026-11-24',
      { daysBefore: 2, time: '01:00' },
      '2026-11-22T00:00:00.000Z',
    ],
    [
      'a cut-off two days before at 18:00',
      '2026-11-24',
      { daysBefore: 2, time: '18:00' },
      '2026-11-22T16:00:00.000Z',
    ],
  ])('%s', (_name, date, rule, expected) => {
    expect(iso(placingTime(date, rule))).toBe(expected);
  });

  it('takes another lead when given one', () => {
    expect(iso(placingTime('2026-11-24', DEFAULT_SLOT_CUTOFF, 30))).toBe('2026-11-23T21:30:00.000Z');
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['2026-11-29', 7],
    ['2026-03-29', 7],
    ['2026-10-26', 1],
  ] as const)('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('adds days across a clock change and a year end', () => {
    expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  it('keeps the days sorted and once, and names them', () => {
    expect(weekdaysToText([5, 1, 3, 1])).toBe('1,3,5');
    expect(weekdaysFromText('1,3,5')).toEqual([1, 3, 5]);
    expect(weekdaysText([1, 3, 5])).toBe('Mon, Wed and Fri');
    expect(weekdaysText([2])).toBe('Tue');
  });
});

describe('nextOccurrences and dueOccurrences', () => {
  const pattern = { days: [2, 5] as Weekday[], cutoffFor: everyDay(DEFAULT_SLOT_CUTOFF) };

  it('lists the coming Tuesdays and Fridays whose cut-off is ahead, soonest first', () => {
    // Monday 23 November 2026, noon: Tuesday's cut-off (Monday 22:00) is still ahead.
    const now = new Date('2026-11-23T12:00:00.000Z');
    const next = nextOccurrences(pattern, now, '2026-11-23', 4);
    expect(next.map((occurrence) => occurrence.date)).toEqual([
      '2026-11-24',
      '2026-11-27',
      '2026-12-01',
      '2026-12-04',
    ]);
    expect(iso(next[0]?.placeAt as Date)).toBe('2026-11-23T20:00:00.000Z');
    expect(iso(next[0]?.cutoffAt as Date)).toBe('2026-11-23T22:00:00.000Z');
  });

  it('drops a delivery once its cut-off has passed, the cut-off minute included', () => {
    const now = new Date('2026-11-23T22:00:00.000Z');
    expect(nextOccurrences(pattern, now, '2026-11-23', 1).map((occurrence) => occurrence.date)).toEqual([
      '2026-11-27',
    ]);
  });

  it.each([
    ['before the placing time: nothing due', '2026-11-23T19:59:59.000Z', []],
    ['at the placing time: Tuesday is due', '2026-11-23T20:00:00.000Z', ['2026-11-24']],
    ['between placing time and cut-off: still due', '2026-11-23T21:59:00.000Z', ['2026-11-24']],
    ['at the cut-off: too late, nothing due', '2026-11-23T22:00:00.000Z', []],
  ])('%s', (_name, now, dates) => {
    const due = dueOccurrences(pattern, new Date(now), '2026-11-23');
    expect(due.map((occurrence) => occurrence.date)).toEqual(dates);
  });

  it('is due at 20:00 BST on the Sunday the clocks go forward, for the Monday', () => {
    const monday = { days: [1] as Weekday[], cutoffFor: everyDay(DEFAULT_SLOT_CUTOFF) };
    expect(dueOccurrences(monday, new Date('2026-03-29T18:59:00.000Z'), '2026-03-29')).toEqual([]);
    expect(
      dueOccurrences(monday, new Date('2026-03-29T19:00:00.000Z'), '2026-03-29').map((o) => o.date),
    ).toEqual(['2026-03-30']);
  });

  it('follows a per-date cut-off (a bank holiday week)', () => {
    const cutoffFor = (date: string): CutoffRule =>
      date === '2026-11-24' ? { daysBefore: 1, time: '12:00' } : DEFAULT_SLOT_CUTOFF;
    const next = nextOccurrences(
      { days: [2], cutoffFor },
      new Date('2026-11-23T09:00:00.000Z'),
      '2026-11-23',
      1,
    );
    expect(iso(next[0]?.placeAt as Date)).toBe('2026-11-23T10:00:00.000Z');
  });

  it('has nothing for an empty pattern', () => {
    expect(
      nextOccurrences({ days: [], cutoffFor: everyDay(DEFAULT_SLOT_CUTOFF) }, new Date(), '2026-11-23', 3),
    ).toEqual([]);
  });
});
