import { describe, expect, it } from 'vitest';
import {
  countedToday,
  countUnitText,
  MAX_STOCK_UNITS,
  proposedPacks,
  proposeOrder,
  readStockUnits,
  STOCK_UNITS_NOT_WHOLE,
  STOCK_UNITS_TOO_MANY,
  type StockRow,
  unitsPerPack,
} from './par-levels.ts';
import { MAX_BASKET_QUANTITY } from './quantity.ts';

describe('proposedPacks: par minus count, rounded up to whole packs', () => {
  it.each([
    // par, count, units a pack, packs
    [24, 0, 24, 1],
    [24, 23, 24, 1],
    [24, 24, 24, 0],
    [24, 30, 24, 0],
    [48, 23, 24, 2],
    [49, 0, 24, 3],
    [10, 4, 6, 1],
    [13, 0, 6, 3],
    [5, 2, 1, 3],
    [0, 0, 12, 0],
    [180, 179, 180, 1],
    [MAX_STOCK_UNITS, 0, 1, MAX_BASKET_QUANTITY],
    [7, 0, 0, 7],
  ])('par %i, counted %i, %i to a pack: %i packs', (par, count, perPack, packs) => {
    expect(proposedPacks(par, count, perPack)).toBe(packs);
  });
});

describe('unitsPerPack and countUnitText', () => {
  it.each([
    [{ count: 24, size: 330, unit: 'ml' } as const, 24, 'Count single 330 ml units (24 to a pack).'],
    [{ count: 180, size: 1, unit: 'item' } as const, 180, 'Count single items (180 to a pack).'],
    [{ count: 4, size: 6, unit: 'item' } as const, 4, 'Count single 6-item units (4 to a pack).'],
    [{ count: 1, size: 5, unit: 'kg' } as const, 1, 'Count whole packs.'],
  ])('%o: %i to a pack, "%s"', (pack, perPack, text) => {
    expect(unitsPerPack(pack)).toBe(perPack);
    expect(countUnitText(pack)).toBe(text);
  });
});

describe('countedToday', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it.each([
    [null, false],
    ['2026-11-27T00:00:00.000Z', true],
    ['2026-11-26T23:59:59.000Z', false],
  ])('%s: %s', (countedAt, today) => {
    expect(countedToday(countedAt, now)).toBe(today);
  });

  it('reads the day in London: 00:30 on 28 June there is 23:30 UTC on the 27th', () => {
    const summer = new Date('2026-06-28T08:00:00.000Z');
    expect(countedToday('2026-06-27T23:30:00.000Z', summer)).toBe(true);
    expect(countedToday('2026-06-27T22:59:00.000Z', summer)).toBe(false);
  });
});

describe('proposeOrder', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  const today = '2026-11-27T09:00:00.000Z';
  const row = (overrides: Partial<StockRow>): StockRow => ({
    productId: 1,
    parUnits: 24,
    countedUnits: 5,
    countedAt: today,
    unitsPerPack: 12,
    orderable: true,
    ...overrides,
  });

  it('proposes each product below par, in the rows’ order, and leaves out the rest', () => {
    expect(
      proposeOrder(
        [
          row({ productId: 3, parUnits: 24, countedUnits: 5 }),
          row({ productId: 1, parUnits: 24, countedUnits: 24 }),
          row({ productId: 7, parUnits: null }),
          row({ productId: 8, countedUnits: null, countedAt: null }),
          row({ productId: 9, countedAt: '2026-11-26T09:00:00.000Z' }),
          row({ productId: 10, orderable: false }),
          row({ productId: 2, parUnits: 60, countedUnits: 0, unitsPerPack: 24 }),
        ],
        now,
      ),
    ).toEqual([
      { productId: 3, packs: 2 },
      { productId: 2, packs: 3 },
    ]);
  });
});

describe('readStockUnits', () => {
  it.each([
    ['', null, null],
    ['  ', null, null],
    ['0', 0, null],
    [' 12 ', 12, null],
    [String(MAX_STOCK_UNITS), MAX_STOCK_UNITS, null],
    [String(MAX_STOCK_UNITS + 1), null, STOCK_UNITS_TOO_MANY],
    ['-1', null, STOCK_UNITS_NOT_WHOLE],
    ['2.5', null, STOCK_UNITS_NOT_WHOLE],
    ['ten', null, STOCK_UNITS_NOT_WHOLE],
  ])('"%s": %s', (text, units, error) => {
    expect(readStockUnits(text)).toEqual({ units, error });
  });
});
