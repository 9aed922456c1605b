import { describe, expect, it } from 'vitest';
import { orderTotals, priceLine, priceOrder, showsStruckListPrice, unitPricePence } from './pricing.ts';

describe('unitPricePence', () => {
  it.each([
    ['a non-member pays the list price', { listPence: 129_00, memberPence: 116_10 }, false, 129_00],
    ['a member pays the member price', { listPence: 129_00, memberPence: 116_10 }, true, 116_10],
    [
      'a member pays the list price when there is no member price',
      { listPence: 10_00, memberPence: 0 },
      true,
      10_00,
    ],
    ['a member never pays more than the list price', { listPence: 10_00, memberPence: 12_00 }, true, 10_00],
    ['equal prices are the list price', { listPence: 10_00, memberPence: 10_00 }, true, 10_00],
  ])('%s', (_label, prices, isMember, expected) => {
    expect(unitPricePence(prices, isMember)).toBe(expected);
  });

  it('strikes the list price through only where the member pays less', () => {
    expect(showsStruckListPrice({ listPence: 129_00, memberPence: 116_10 }, true)).toBe(true);
    expect(showsStruckListPrice({ listPence: 129_00, memberPence: 116_10 }, false)).toBe(false);
    expect(showsStruckListPrice({ listPence: 10_00, memberPence: 0 }, true)).toBe(false);
  });
});

describe('priceLine', () => {
  it('multiplies the unit price this customer pays and the list price by the quantity', () => {
    expect(priceLine({ listPence: 8_50, memberPence: 7_65, quantity: 24, vatRatePercent: 20 }, true)).toEqual(
      {
        listPence: 8_50,
        memberPence: 7_65,
        quantity: 24,
        vatRatePercent: 20,
        unitPence: 7_65,
        lineTotalPence: 183_60,
        listLineTotalPence: 204_00,
      },
    );
  });
});

describe('orderTotals', () => {
  it.each([
    ['no lines', [], { subTotalPence: 0, taxPence: 0, totalPence: 0 }],
    ['a £200 order', [200_00], { subTotalPence: 200_00, taxPence: 40_00, totalPence: 240_00 }],
    [
      'VAT rounded half up on the subtotal',
      [1_01, 1_01],
      { subTotalPence: 2_02, taxPence: 40, totalPence: 2_42 },
    ],
    ['VAT of an odd penny', [3], { subTotalPence: 3, taxPence: 1, totalPence: 4 }],
    ['several lines', [183_60, 24_50, 39_98], { subTotalPence: 248_08, taxPence: 49_62, totalPence: 297_70 }],
  ])('%s', (_label, lineTotals, expected) => {
    const totals = orderTotals(
      lineTotals.map((pence) => ({
        lineTotalPence: pence,
        listLineTotalPence: pence,
        vatRatePercent: 20 as const,
      })),
    );
    expect(totals).toMatchObject({ ...expected, shippingPence: 0 });
  });

  it('keeps the list subtotal beside what a member pays', () => {
    const { totals } = priceOrder(
      [
        { listPence: 129_00, memberPence: 116_10, quantity: 2, vatRatePercent: 20 },
        { listPence: 10_00, memberPence: 0, quantity: 1, vatRatePercent: 20 },
      ],
      true,
    );
    expect(totals).toEqual({
      subTotalPence: 242_20,
      listSubTotalPence: 268_00,
      vatByRate: [{ ratePercent: 20, netPence: 242_20, vatPence: 48_44 }],
      taxPence: 48_44,
      shippingPence: 0,
      totalPence: 290_64,
    });
  });

  // Worked by hand: each rate's VAT is rounded once on that rate's net (docs/decisions/0172).
  it.each([
    [
      'standard and zero-rated lines',
      [
        [183_60, 20],
        [24_50, 0],
      ],
      { subTotalPence: 208_10, taxPence: 36_72, totalPence: 244_82 },
      [
        { ratePercent: 20, netPence: 183_60, vatPence: 36_72 },
        { ratePercent: 0, netPence: 24_50, vatPence: 0 },
      ],
    ],
    [
      'all three rates, each rounded half up on its own net',
      [
        [1_03, 20],
        [2_02, 20],
        [1_10, 5],
        [99_99, 0],
      ],
      { subTotalPence: 104_14, taxPence: 67, totalPence: 104_81 },
      [
        { ratePercent: 20, netPence: 3_05, vatPence: 61 },
        { ratePercent: 5, netPence: 1_10, vatPence: 6 },
        { ratePercent: 0, netPence: 99_99, vatPence: 0 },
      ],
    ],
    [
      'per-rate rounding, not one rounding of the mixed subtotal',
      [
        [2_50, 20],
        [10, 5],
      ],
      // 20 % of £2.50 is 50p and 5 % of 10p is 0.5p, rounded up to 1p: 51p, not 0.505 rounded.
      { subTotalPence: 2_60, taxPence: 51, totalPence: 3_11 },
      [
        { ratePercent: 20, netPence: 2_50, vatPence: 50 },
        { ratePercent: 5, netPence: 10, vatPence: 1 },
      ],
    ],
    [
      'zero-rated only',
      [[250_00, 0]],
      { subTotalPence: 250_00, taxPence: 0, totalPence: 250_00 },
      [{ ratePercent: 0, netPence: 250_00, vatPence: 0 }],
    ],
  ] as const)('mixed rates: %s', (_label, lines, expected, byRate) => {
    const totals = orderTotals(
      lines.map(([pence, rate]) => ({
        lineTotalPence: pence,
        listLineTotalPence: pence,
        vatRatePercent: rate,
      })),
    );
    expect(totals).toMatchObject(expected);
    expect(totals.vatByRate).toEqual(byRate);
  });
});
