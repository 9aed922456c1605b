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
    expect(priceLine({ listPence: 8_50, memberPence: 7_65, quantity: 24 }, true)).toEqual({
      listPence: 8_50,
      memberPence: 7_65,
      quantity: 24,
      unitPence: 7_65,
      lineTotalPence: 183_60,
      listLineTotalPence: 204_00,
    });
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
      lineTotals.map((pence) => ({ lineTotalPence: pence, listLineTotalPence: pence })),
    );
    expect(totals).toMatchObject({ ...expected, shippingPence: 0 });
  });

  it('keeps the list subtotal beside what a member pays', () => {
    const { totals } = priceOrder(
      [
        { listPence: 129_00, memberPence: 116_10, quantity: 2 },
        { listPence: 10_00, memberPence: 0, quantity: 1 },
      ],
      true,
    );
    expect(totals).toEqual({
      subTotalPence: 242_20,
      listSubTotalPence: 268_00,
      taxPence: 48_44,
      shippingPence: 0,
      totalPence: 290_64,
    });
  });
});
