import { describe, expect, it } from 'vitest';
import { londonDateText } from './london-date.ts';

describe('londonDateText', () => {
  it.each([
    ['2026-12-20T12:00:00.000Z', '20 December 2026'],
    // Late on a summer evening in UTC it is already the next day in London (BST).
    ['2026-06-30T23:30:00.000Z', '1 July 2026'],
    // In winter London is on UTC, so the same hour stays on the same day.
    ['2026-01-31T23:30:00.000Z', '31 January 2026'],
  ])('%s is %s', (iso, text) => {
    expect(londonDateText(iso)).toBe(text);
  });
});
