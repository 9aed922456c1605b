import { describe, expect, it } from 'vitest';
import { holdExpiry, isHoldLive, slotHeldText } from './slot-hold.ts';

describe('slot holds', () => {
  it('lasts 15 minutes and is gone from its expiry minute on', () => {
    const now = new Date('2026-11-20T14:17:00.000Z');
    const expires = holdExpiry(now);
    expect(expires.toISOString()).toBe('2026-11-20T14:32:00.000Z');
    expect(isHoldLive(expires, new Date('2026-11-20T14:31:59.999Z'))).toBe(true);
    expect(isHoldLive(expires, new Date('2026-11-20T14:32:00.000Z'))).toBe(false);
  });

  it.each([
    ['2026-11-20T14:32:00.000Z', 'Slot held until 14:32'],
    // British Summer Time: London is an hour ahead of UTC.
    ['2026-07-06T13:32:00.000Z', 'Slot held until 14:32'],
    ['2026-07-06T23:05:00.000Z', 'Slot held until 00:05'],
  ])('reads %s as London time: %s', (iso, text) => {
    expect(slotHeldText(new Date(iso))).toBe(text);
  });
});
