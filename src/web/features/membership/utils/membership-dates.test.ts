import { describe, expect, it } from 'vitest';
import { formatInvoiceDate, formatPeriodEnd } from './membership-dates.ts';

describe('membership dates', () => {
  it.each([
    ['2026-12-23T12:00:00.000Z', '23 December 2026'],
    // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST).
    ['2026-05-31T23:30:00.000Z', '1 June 2026'],
    ['2026-12-23 12:00:00', '23 December 2026'],
    ['not a date', 'not a date'],
  ])('shows the end of %s as %s, the London day', (value, shown) => {
    expect(formatPeriodEnd(value)).toBe(shown);
  });

  it('shows an invoice date short', () => {
    expect(formatInvoiceDate('2026-11-23T09:15:00.000Z')).toBe('23 Nov 2026');
  });
});
