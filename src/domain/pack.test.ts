import { describe, expect, it } from 'vitest';
import { packFromName, packLabel, unitPriceOf } from './pack.ts';

describe('unitPriceOf', () => {
  it.each([
    [
      '6 x 1 l at £9.00 is £1.50 per litre',
      9_00,
      { count: 6, size: 1, unit: 'l' },
      { pence: 1_50, base: 'l' },
    ],
    [
      'a 5 kg sack at £12.49 is £2.50 per kg (2.498 rounds up)',
      12_49,
      { count: 1, size: 5, unit: 'kg' },
      { pence: 2_50, base: 'kg' },
    ],
    [
      '700 ml at £21.00 is £30.00 per litre',
      21_00,
      { count: 1, size: 700, unit: 'ml' },
      { pence: 30_00, base: 'l' },
    ],
    ['250 g at £1.99 is £7.96 per kg', 1_99, { count: 1, size: 250, unit: 'g' }, { pence: 7_96, base: 'kg' }],
    [
      '180 eggs at £36.00 is 20p each',
      36_00,
      { count: 180, size: 1, unit: 'item' },
      { pence: 20, base: 'item' },
    ],
    [
      'a half penny rounds up: 2 items at 5p is 3p each',
      5,
      { count: 2, size: 1, unit: 'item' },
      { pence: 3, base: 'item' },
    ],
    [
      'below a half rounds down: 3 items at 4p is 1p each',
      4,
      { count: 3, size: 1, unit: 'item' },
      { pence: 1, base: 'item' },
    ],
  ] as const)('%s', (_label, price, pack, expected) => {
    expect(unitPriceOf(price, pack)).toEqual(expected);
  });
});

describe('packLabel', () => {
  it.each([
    [{ count: 6, size: 1, unit: 'l' }, '6 x 1 l'],
    [{ count: 1, size: 5, unit: 'kg' }, '5 kg'],
    [{ count: 180, size: 1, unit: 'item' }, '180 items'],
    [{ count: 1, size: 1, unit: 'item' }, '1 item'],
    [{ count: 24, size: 200, unit: 'ml' }, '24 x 200 ml'],
  ] as const)('%j reads %s', (pack, expected) => {
    expect(packLabel(pack)).toBe(expected);
  });
});

describe('packFromName', () => {
  it.each([
    ['London Dry Gin 70cl', { count: 1, size: 700, unit: 'ml' }],
    ['Strong White Flour 5kg', { count: 1, size: 5, unit: 'kg' }],
    ['Tonic Water 24 x 200ml', { count: 24, size: 200, unit: 'ml' }],
    ['Olive Oil 1.5 l', { count: 1, size: 1500, unit: 'ml' }],
    ['Free Range Eggs x 180', { count: 180, size: 1, unit: 'item' }],
    ['Napkins 500 pack', { count: 500, size: 1, unit: 'item' }],
    ['Chef knife', null],
  ] as const)('%s', (name, expected) => {
    expect(packFromName(name)).toEqual(expected);
  });
});
