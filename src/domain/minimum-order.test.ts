import { describe, expect, it } from 'vitest';
import { MINIMUM_ORDER_PENCE, shortfallToMinimum } from './minimum-order.ts';

describe('minimum order', () => {
  it.each([
    [0, 200_00],
    [150_00, 50_00],
    [199_99, 1],
    [200_00, 0],
    [350_00, 0],
  ])('an order of %i pence is %i pence short', (total, shortfall) => {
    expect(shortfallToMinimum(total)).toBe(shortfall);
  });

  it('is £200', () => {
    expect(MINIMUM_ORDER_PENCE).toBe(20_000);
  });
});
