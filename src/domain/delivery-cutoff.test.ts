import { describe, expect, it } from 'vitest';
import {
  cutoffInstant,
  DEFAULT_SLOT_CUTOFF,
  isPastCutoff,
  slotInWords,
  timeLeftText,
} from './delivery-cutoff.ts';
import {
  DAY_CLOSED,
  DAY_FULL,
  DAY_PAST_CUTOFF,
  type DeliverySettings,
  deliveryOfferErrors,
  deliveryOffers,
  nextCutoff,
  SLOT_CLOSED,
  SLOT_FULL,
  SLOT_PAST_CUTOFF,
  slotOffers,
  slotRule,
} from './delivery-slot-offers.ts';
import { capacityState } from './slot-capacity.ts';

const at = (iso: string) => new Date(iso);

describe('cutoffInstant: a London wall-clock time, whatever the season', () => {
  it.each([
    ['a winter Tuesday: Monday 22:00 GMT', '2026-11-24', DEFAULT_SLOT_CUTOFF, '2026-11-23T22:00:00.000Z'],
    ['a summer Tuesday: Monday 22:00 BST', '2026-07-07', DEFAULT_SLOT_CUTOFF, '2026-07-06T21:00:00.000Z'],
    [
      'the March clock-change Sunday: Saturday 22:00 still GMT',
      '2026-03-29',
      DEFAULT_SLOT_CUTOFF,
      '2026-03-28T22:00:00.000Z',
    ],
    [
      'the Monday after it: Sunday 22:00 already BST',
      '2026-03-30',
      DEFAULT_SLOT_CUTOFF,
      '2026-03-29T21:00:00.000Z',
    ],
    [
      'the October clock-change Sunday: Saturday 22:00 still BST',
      '2026-10-25',
      DEFAULT_SLOT_CUTOFF,
      '2026-10-24T21:00:00.000Z',
    ],
    [
      'the Monday after it: Sunday 22:00 back on GMT',
      '2026-10-26',
      DEFAULT_SLOT_CUTOFF,
      '2026-10-25T22:00:00.000Z',
    ],
    ['two days before at 18:30', '2026-11-24', { daysBefore: 2, time: '18:30' }, '2026-11-22T18:30:00.000Z'],
    ['the same day at 06:00', '2026-11-24', { daysBefore: 0, time: '06:00' }, '2026-11-24T06:00:00.000Z'],
    ['across a month end', '2026-12-01', DEFAULT_SLOT_CUTOFF, '2026-11-30T22:00:00.000Z'],
    ['across a year end', '2027-01-01', DEFAULT_SLOT_CUTOFF, '2026-12-31T22:00:00.000Z'],
  ])('%s', (_case, date, rule, expected) => {
    expect(cutoffInstant(date, rule).toISOString()).toBe(expected);
  });

  it('treats the cut-off minute itself as too late', () => {
    const cutoff = cutoffInstant('2026-11-24', DEFAULT_SLOT_CUTOFF);
    expect(isPastCutoff(at('2026-11-23T21:59:59.999Z'), cutoff)).toBe(false);
    expect(isPastCutoff(at('2026-11-23T22:00:00.000Z'), cutoff)).toBe(true);
  });
});

describe('the countdown', () => {
  it.each([
    ['2026-11-23T18:48:00Z', '3 h 12 min'],
    ['2026-11-23T19:00:00Z', '3 h'],
    ['2026-11-23T21:15:30Z', '44 min'],
    ['2026-11-23T21:59:30Z', 'under a minute'],
  ])('at %s: %s left', (now, text) => {
    expect(timeLeftText(at(now), at('2026-11-23T22:00:00Z'))).toBe(text);
  });

  it('names the slot as a person would', () => {
    expect(slotInWords('Tomorrow', 'Tuesday', 'morning')).toBe('tomorrow morning');
    expect(slotInWords('Day after tomorrow', 'Wednesday', 'evening')).toBe('Wednesday evening');
  });
});

describe('slotRule: the slot on that day, then the whole day, then the standing rule', () => {
  const settings: DeliverySettings = {
    slots: [{ slot: 'morning', cutoff: { daysBefore: 1, time: '18:00' }, capacity: 10 }],
    days: [
      {
        date: '2026-12-24',
        slot: null,
        closed: false,
        cutoff: { daysBefore: 2, time: '12:00' },
        capacity: 4,
      },
      { date: '2026-12-24', slot: 'morning', closed: false, cutoff: null, capacity: 2 },
      { date: '2026-12-25', slot: null, closed: true, cutoff: null, capacity: null },
    ],
  };
  it.each([
    ['an ordinary morning', '2026-12-23', 'morning', { daysBefore: 1, time: '18:00' }, 10, false],
    ['an ordinary afternoon: the defaults', '2026-12-23', 'afternoon', DEFAULT_SLOT_CUTOFF, null, false],
    ['Christmas Eve morning', '2026-12-24', 'morning', { daysBefore: 2, time: '12:00' }, 2, false],
    ['Christmas Eve night', '2026-12-24', 'night', { daysBefore: 2, time: '12:00' }, 4, false],
    ['Christmas Day', '2026-12-25', 'evening', DEFAULT_SLOT_CUTOFF, null, true],
  ] as const)('%s', (_case, date, slot, cutoff, capacity, closed) => {
    expect(slotRule(settings, date, slot)).toEqual({ cutoff, capacity, closed });
  });
});

describe('capacityState', () => {
  it.each([
    [null, 500, 'available'],
    [5, 0, 'available'],
    [5, 3, 'available'],
    [5, 4, 'nearly_full'],
    [5, 5, 'full'],
    [5, 7, 'full'],
    [20, 16, 'nearly_full'],
    [20, 15, 'available'],
    [0, 0, 'full'],
  ] as const)('capacity %s with %s booked: %s', (capacity, booked, state) => {
    expect(capacityState(capacity, booked)).toBe(state);
  });
});

describe('deliveryOffers', () => {
  const none: DeliverySettings = { slots: [], days: [] };

  it('closes tomorrow’s slots at 22:00 London time the evening before, and then the day', () => {
    const before = deliveryOffers(at('2026-11-23T21:59:00Z'), false, none);
    expect(before[1]?.slots.map((slot) => slot.availability)).toEqual([
      'available',
      'available',
      'available',
      'available',
    ]);
    const after = deliveryOffers(at('2026-11-23T22:00:00Z'), false, none);
    expect(after[1]).toMatchObject({
      date: '2026-11-24',
      available: false,
      unavailableReason: DAY_PAST_CUTOFF,
    });
    expect(after[1]?.slots.every((slot) => slot.unavailableReason === SLOT_PAST_CUTOFF)).toBe(true);
    expect(after[2]).toMatchObject({ date: '2026-11-25', available: true });
  });

  it('keeps the same-day rule of docs/product.md §5.3 and closes a bank holiday whole', () => {
    const settings: DeliverySettings = {
      slots: [],
      days: [{ date: '2026-11-24', slot: null, closed: true, cutoff: null, capacity: null }],
    };
    const offers = deliveryOffers(at('2026-11-23T12:00:00Z'), true, settings);
    expect(offers[0]).toMatchObject({ isToday: true, available: true, slots: [] });
    expect(offers[1]).toMatchObject({ available: false, unavailableReason: DAY_CLOSED, slots: [] });
    expect(deliveryOfferErrors({ deliveryDay: '2026-11-24', deliveryTime: 'morning' }, offers)).toEqual({
      deliveryDay: [DAY_CLOSED],
    });
  });

  it('shows a slot as closed or full, and a day with nothing left as fully booked', () => {
    const settings: DeliverySettings = {
      slots: [{ slot: 'morning', cutoff: DEFAULT_SLOT_CUTOFF, capacity: 5 }],
      days: [{ date: '2026-11-24', slot: 'afternoon', closed: true, cutoff: null, capacity: null }],
    };
    const slots = slotOffers(at('2026-11-23T12:00:00Z'), '2026-11-24', settings, (_date, slot) =>
      slot === 'morning' ? 5 : 0,
    );
    expect(
      slots.map((slot) => [slot.value, slot.availability, slot.placesLeft, slot.unavailableReason]),
    ).toEqual([
      ['morning', 'full', 0, SLOT_FULL],
      ['afternoon', 'closed', null, SLOT_CLOSED],
      ['evening', 'available', null, null],
      ['night', 'available', null, null],
    ]);
    const full: DeliverySettings = {
      slots: [],
      days: [{ date: '2026-11-24', slot: null, closed: false, cutoff: null, capacity: 1 }],
    };
    const offers = deliveryOffers(at('2026-11-23T12:00:00Z'), false, full, () => 1);
    expect(offers[1]).toMatchObject({ available: false, unavailableReason: DAY_FULL });
  });

  it('counts down to the first slot still taking orders', () => {
    const offers = deliveryOffers(at('2026-11-23T18:48:00Z'), false, none);
    expect(nextCutoff(offers)).toEqual({
      date: '2026-11-24',
      slot: 'morning',
      cutoffAt: at('2026-11-23T22:00:00Z'),
      slotWords: 'tomorrow morning',
    });
    const late = deliveryOffers(at('2026-11-23T22:30:00Z'), false, none);
    expect(nextCutoff(late)).toMatchObject({ date: '2026-11-25', slotWords: 'Wednesday morning' });
  });
});
