import { describe, expect, it } from 'vitest';
import { defaultOrderCode, isOrderCode, normaliseOrderCode } from './order-code.ts';

describe('order codes', () => {
  it.each([
    ['W00042', true],
    [' gin70 ', true],
    ['AB', false],
    ['1ABC', false],
    ['W-0042', false],
    ['ABCDEFGHIJK', false],
  ])('%j is a code: %s', (input, expected) => {
    expect(isOrderCode(input)).toBe(expected);
  });

  it('stores codes in capitals without spaces around them', () => {
    expect(normaliseOrderCode(' gin70 ')).toBe('GIN70');
  });

  it('gives an unnamed product W and its id in at least five digits', () => {
    expect(defaultOrderCode(42)).toBe('W00042');
    expect(defaultOrderCode(123_456)).toBe('W123456');
  });
});
