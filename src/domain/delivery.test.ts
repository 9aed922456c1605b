import { describe, expect, it } from 'vitest';
import {
  DELIVERY_DAY_NOT_OFFERED,
  deliveryDayOptions,
  deliveryDays,
  deliveryErrors,
  FIELD_REQUIRED,
  londonDate,
  SAME_DAY_CLOSED,
  SAME_DAY_MEMBERS_ONLY,
  slotFor,
  slotLabel,
} from './delivery.ts';

const at = (iso: string) => new Date(iso);

describe('deliveryDayOptions', () => {
  it.each([
    ['a winter morning', '2026-11-23T09:00:00Z', ['2026-11-23', '2026-11-24', '2026-11-25']],
    ['23:59 in London in winter', '2026-11-23T23:59:00Z', ['2026-11-23', '2026-11-24', '2026-11-25']],
    ['00:01 in London in winter', '2026-11-24T00:01:00Z', ['2026-11-24', '2026-11-25', '2026-11-26']],
    [
      '23:30 UTC in summer is already the next day in London',
      '2026-06-30T23:30:00Z',
      ['2026-07-01', '2026-07-02', '2026-07-03'],
    ],
    ['the last day of the year', '2026-12-31T12:00:00Z', ['2026-12-31', '2027-01-01', '2027-01-02']],
    ['the eve of the March clock change', '2026-03-28T23:30:00Z', ['2026-03-28', '2026-03-29', '2026-03-30']],
    [
      'the March clock-change Sunday, after 1am UTC',
      '2026-03-29T23:30:00Z',
      ['2026-03-30', '2026-03-31', '2026-04-01'],
    ],
    [
      'the eve of the October clock change (BST)',
      '2026-10-24T23:30:00Z',
      ['2026-10-25', '2026-10-26', '2026-10-27'],
    ],
    [
      'the October clock-change Sunday, late evening (GMT)',
      '2026-10-25T23:30:00Z',
      ['2026-10-25', '2026-10-26', '2026-10-27'],
    ],
  ])('%s', (_label, now, dates) => {
    expect(deliveryDayOptions(at(now), true).map((day) => day.date)).toEqual(dates);
  });

  it('names the days and their dates', () => {
    const days = deliveryDayOptions(at('2026-11-23T09:00:00Z'), true);
    expect(days.map((day) => `${day.name} ${day.dateLabel}`)).toEqual([
      'Today Mon 23 Nov',
      'Tomorrow Tue 24 Nov',
      'Day after tomorrow Wed 25 Nov',
    ]);
  });

  it.each([
    ['a non-member', '2026-11-23T09:00:00Z', false, false, SAME_DAY_MEMBERS_ONLY],
    ['a member in the morning', '2026-11-23T09:00:00Z', true, true, null],
    ['a member at 19:59 London (winter)', '2026-11-23T19:59:59Z', true, true, null],
    ['a member at 20:00 London (winter)', '2026-11-23T20:00:00Z', true, false, SAME_DAY_CLOSED],
    ['a member at 19:59 London (summer, 18:59 UTC)', '2026-06-01T18:59:00Z', true, true, null],
    ['a member at 20:00 London (summer, 19:00 UTC)', '2026-06-01T19:00:00Z', true, false, SAME_DAY_CLOSED],
  ])('today for %s', (_label, now, isMember, available, reason) => {
    const [today, tomorrow, dayAfter] = deliveryDayOptions(at(now), isMember);
    expect(today).toMatchObject({ isToday: true, available, unavailableReason: reason });
    expect(tomorrow?.available).toBe(true);
    expect(dayAfter?.available).toBe(true);
  });
});

describe('deliveryDays', () => {
  it('are the days customers choose from, whatever today offers them, as staff plan runs for them', () => {
    // 21:00 in London: today is closed to every customer, yet its run still goes out.
    const now = at('2026-11-23T21:00:00Z');
    expect(deliveryDays(now).map((day) => `${day.name} ${day.date}`)).toEqual([
      'Today 2026-11-23',
      'Tomorrow 2026-11-24',
      'Day after tomorrow 2026-11-25',
    ]);
    expect(deliveryDayOptions(now, false).map((day) => day.date)).toEqual(
      deliveryDays(now).map((day) => day.date),
    );
  });

  it.each([
    // The last minute of a London day and the first of the next, in summer time, on the night the
    // clocks go back, and in winter time: asked one after another, as a running shop asks.
    ['2026-07-01T22:59:59Z', '2026-07-01', 23],
    ['2026-07-01T23:00:00Z', '2026-07-02', 0],
    ['2026-10-24T22:59:59Z', '2026-10-24', 23],
    ['2026-10-24T23:00:00Z', '2026-10-25', 0],
    ['2026-10-25T00:59:59Z', '2026-10-25', 1],
    ['2026-10-25T01:00:00Z', '2026-10-25', 1],
    ['2026-11-27T23:59:59Z', '2026-11-27', 23],
    ['2026-11-28T00:00:00Z', '2026-11-28', 0],
  ])('at %s start on London date %s (London hour %i)', (iso, today, londonHour) => {
    expect(deliveryDays(at(iso))[0]?.date).toBe(today);
    expect(londonDate(at(iso))).toBe(today);
    // Same-day delivery closes at 20:00 London time: the hour read is London's.
    expect(deliveryDayOptions(at(iso), true)[0]?.available).toBe(londonHour < 20);
  });
});

describe('deliveryErrors', () => {
  const now = at('2026-11-23T09:00:00Z');
  it.each([
    ['tomorrow with a slot', { deliveryDay: '2026-11-24', deliveryTime: 'morning' }, false, {}],
    ['the day after with a slot', { deliveryDay: '2026-11-25', deliveryTime: 'night' }, false, {}],
    [
      'tomorrow without a slot',
      { deliveryDay: '2026-11-24', deliveryTime: null },
      false,
      { deliveryTime: [FIELD_REQUIRED] },
    ],
    [
      'tomorrow with an empty slot',
      { deliveryDay: '2026-11-24', deliveryTime: '' },
      false,
      { deliveryTime: [FIELD_REQUIRED] },
    ],
    ['today for a member, no slot', { deliveryDay: '2026-11-23', deliveryTime: null }, true, {}],
    [
      'today for a member, a slot is ignored',
      { deliveryDay: '2026-11-23', deliveryTime: 'evening' },
      true,
      {},
    ],
    [
      'today for a non-member',
      { deliveryDay: '2026-11-23', deliveryTime: null },
      false,
      { deliveryDay: [SAME_DAY_MEMBERS_ONLY] },
    ],
    [
      'yesterday',
      { deliveryDay: '2026-11-22', deliveryTime: 'morning' },
      true,
      { deliveryDay: [DELIVERY_DAY_NOT_OFFERED] },
    ],
    [
      'three days on',
      { deliveryDay: '2026-11-26', deliveryTime: 'morning' },
      true,
      { deliveryDay: [DELIVERY_DAY_NOT_OFFERED] },
    ],
    [
      'not a date',
      { deliveryDay: 'tomorrow', deliveryTime: 'morning' },
      true,
      { deliveryDay: [DELIVERY_DAY_NOT_OFFERED] },
    ],
  ])('%s', (_label, choice, isMember, expected) => {
    expect(deliveryErrors(choice, now, isMember)).toEqual(expected);
  });

  it('refuses today to a member once it is 8pm in London', () => {
    expect(
      deliveryErrors({ deliveryDay: '2026-11-23', deliveryTime: null }, at('2026-11-23T20:00:00Z'), true),
    ).toEqual({
      deliveryDay: [SAME_DAY_CLOSED],
    });
  });
});

describe('slots', () => {
  it('stores no slot for a same-day order and the chosen one otherwise', () => {
    const now = at('2026-11-23T09:00:00Z');
    expect(slotFor({ deliveryDay: '2026-11-23', deliveryTime: 'evening' }, now)).toBeNull();
    expect(slotFor({ deliveryDay: '2026-11-24', deliveryTime: 'evening' }, now)).toBe('evening');
  });

  it('labels the four slots of docs/product.md §9.3', () => {
    expect(['morning', 'afternoon', 'evening', 'night', null].map(slotLabel)).toEqual([
      'Morning 8am-12pm',
      'Afternoon 12pm-4pm',
      'Evening 4pm-8pm',
      'Night 8pm-12am',
      'By midnight',
    ]);
  });

  it('reads London dates', () => {
    expect(londonDate(at('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonDate(at('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
  });
});
