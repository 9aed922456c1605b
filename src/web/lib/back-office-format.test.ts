import { describe, expect, it } from 'vitest';
import {
  countText,
  formatDate,
  formatDateTime,
  formatDayWithYear,
  matchCountText,
} from './back-office-format.ts';

describe('back-office dates', () => {
  it('shows an instant as a London desk reads it', () => {
    expect(formatDateTime('2026-06-30T23:30:00.000Z')).toBe('1 Jul 2026, 00:30');
    expect(formatDate('2026-06-30T23:30:00.000Z')).toBe('1 Jul 2026');
  });

  it('shows a delivery day with its weekday and year, whatever the zone', () => {
    expect(formatDayWithYear('2026-11-26')).toBe('Thu, 26 Nov 2026');
    expect(formatDayWithYear('not a day')).toBe('not a day');
  });
});

describe('countText', () => {
  it.each([
    [0, '0 accounts'],
    [1, '1 account'],
    [25, '25 accounts'],
  ])('%i is %j', (total, text) => {
    expect(countText(total, 'account', 'accounts')).toBe(text);
  });
});

describe('matchCountText', () => {
  it.each([
    [0, '0 orders match'],
    [1, '1 order matches'],
    [2, '2 orders match'],
  ])('%i is %j', (total, text) => {
    expect(matchCountText(total, 'order', 'orders')).toBe(text);
  });
});
