import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, retryWaitMs } from './retry-wait.ts';

describe('retryAfterSeconds', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('1')).toBe(1);
    expect(retryAfterSeconds(' 3 ')).toBe(3);
    expect(retryAfterSeconds('0')).toBe(0);
  });

  it('reads nothing from a missing header, a date or garbage', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(retryAfterSeconds('-1')).toBeUndefined();
    expect(retryAfterSeconds('1.5')).toBeUndefined();
  });
});

describe('retryWaitMs', () => {
  it('waits between half and one and a half times what the shop asked', () => {
    expect(retryWaitMs(1, () => 0)).toBe(500);
    expect(retryWaitMs(1, () => 0.5)).toBe(1000);
    expect(retryWaitMs(1, () => 0.999)).toBe(1499);
    expect(retryWaitMs(3, () => 0)).toBe(1500);
  });

  it('spreads a crowd told the same wait over the whole second around it', () => {
    const waits = Array.from({ length: 1000 }, () => retryWaitMs(1));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...waits)).toBeLessThanOrEqual(1500);
    // Ten 100 ms slots each get some of the crowd: no moment takes them all.
    const slots = new Set(waits.map((wait) => Math.min(9, Math.floor((wait - 500) / 100))));
    expect(slots.size).toBe(10);
  });
});
