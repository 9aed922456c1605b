import { describe, expect, it } from 'vitest';
import { csvField, csvText, londonWeekStart, pickingList, runSlotOf } from './delivery-runs.ts';

describe('pickingList', () => {
  it('adds up each product over the orders, counts the orders wanting it and the units short', () => {
    expect(
      pickingList([
        { orderId: 1, productId: 7, title: 'Tonic water 24 x 200ml', quantity: 3, unitsShort: 1 },
        { orderId: 2, productId: 7, title: 'Tonic water 24 x 200ml', quantity: 2, unitsShort: 2 },
        { orderId: 2, productId: null, title: 'Apples (gone)', quantity: 1, unitsShort: 0 },
        { orderId: 3, productId: null, title: 'Apples (gone)', quantity: 4, unitsShort: 0 },
        { orderId: 3, productId: 9, title: 'Butter 5kg', quantity: 1, unitsShort: 0 },
      ]),
    ).toEqual([
      { productId: null, title: 'Apples (gone)', quantity: 5, orders: 2, unitsShort: 0 },
      { productId: 9, title: 'Butter 5kg', quantity: 1, orders: 1, unitsShort: 0 },
      { productId: 7, title: 'Tonic water 24 x 200ml', quantity: 5, orders: 2, unitsShort: 3 },
    ]);
  });

  it('is empty for no items', () => {
    expect(pickingList([])).toEqual([]);
  });
});

describe('runSlotOf', () => {
  it.each([
    ['morning', 'morning'],
    ['night', 'night'],
    [null, 'by_midnight'],
    ['unknown', 'by_midnight'],
  ] as const)('%s is %s', (time, slot) => {
    expect(runSlotOf(time)).toBe(slot);
  });
});

describe('London days and weeks', () => {
  it('starts the week on Monday 00:00 London time', () => {
    expect(londonWeekStart(new Date('2026-11-25T10:00:00Z'))).toEqual({
      instant: new Date('2026-11-23T00:00:00Z'),
      date: '2026-11-23',
    });
    // Sunday night in British Summer Time still belongs to the week begun the Monday before.
    expect(londonWeekStart(new Date('2026-07-05T22:30:00Z'))).toEqual({
      instant: new Date('2026-06-28T23:00:00Z'),
      date: '2026-06-29',
    });
  });
});

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+44 20', "'+44 20"],
    ['@venue', "'@venue"],
    [12, '12'],
    [-3, '-3'],
    [null, ''],
  ] as const)('%s becomes %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('joins rows with CRLF', () => {
    expect(csvText([['a', 1], [], ['b', null]])).toBe('a,1\r\n\r\nb,\r\n');
  });
});
