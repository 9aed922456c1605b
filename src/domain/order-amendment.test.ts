import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from './delivery-slot-offers.ts';
import {
  AMEND_CANCELLED,
  AMEND_CLOSED,
  AMEND_PAID_INCREASE,
  AMEND_UNDER_WAY,
  type AmendableOrder,
  amendCutoff,
  amendedLines,
  amendmentMoney,
  amendmentSummary,
  amendRefusal,
  amendUntilText,
  payDifferenceLabel,
  payDifferenceText,
  type TodaysProduct,
} from './order-amendment.ts';

const order: AmendableOrder = {
  fulfilment_status: 'received',
  payment_status: 'pending',
  payment_method: 'pay_later',
  delivery_day: '2026-12-02',
  delivery_time: 'morning',
};

describe('amendCutoff', () => {
  it.each([
    [
      'the default: the day before at 22:00 (winter, GMT)',
      DEFAULT_DELIVERY_SETTINGS,
      'morning',
      '2026-12-01T22:00:00.000Z',
    ],
    [
      "the slot's standing rule",
      { slots: [{ slot: 'morning', cutoff: { daysBefore: 2, time: '18:30' }, capacity: null }], days: [] },
      'morning',
      '2026-11-30T18:30:00.000Z',
    ],
    [
      "the date's own exception first",
      {
        slots: [{ slot: 'morning', cutoff: { daysBefore: 2, time: '18:30' }, capacity: null }],
        days: [
          {
            date: '2026-12-02',
            slot: 'morning',
            closed: false,
            cutoff: { daysBefore: 1, time: '12:00' },
            capacity: null,
          },
        ],
      },
      'morning',
      '2026-12-01T12:00:00.000Z',
    ],
    ['a same-day order: 20:00 on its day', DEFAULT_DELIVERY_SETTINGS, null, '2026-12-02T20:00:00.000Z'],
  ] as [string, DeliverySettings, AmendableOrder['delivery_time'], string][])(
    '%s',
    (_, settings, slot, expected) => {
      expect(amendCutoff({ delivery_day: '2026-12-02', delivery_time: slot }, settings).toISOString()).toBe(
        expected,
      );
    },
  );

  it('keeps 22:00 London time in summer (BST)', () => {
    expect(
      amendCutoff(
        { delivery_day: '2026-07-02', delivery_time: 'evening' },
        DEFAULT_DELIVERY_SETTINGS,
      ).toISOString(),
    ).toBe('2026-07-01T21:00:00.000Z');
  });
});

describe('amendRefusal', () => {
  const cutoff = new Date('2026-12-01T22:00:00.000Z');
  it.each([
    ['open, a minute before the cut-off', order, '2026-12-01T21:59:00.000Z', null],
    ['the cut-off minute itself', order, '2026-12-01T22:00:00.000Z', AMEND_CLOSED],
    ['after the cut-off', order, '2026-12-01T23:30:00.000Z', AMEND_CLOSED],
    ['cancelled', { ...order, fulfilment_status: 'cancelled' }, '2026-12-01T10:00:00.000Z', AMEND_CANCELLED],
    ['being picked', { ...order, fulfilment_status: 'picking' }, '2026-12-01T10:00:00.000Z', AMEND_UNDER_WAY],
    ['delivered', { ...order, fulfilment_status: 'delivered' }, '2026-12-01T10:00:00.000Z', AMEND_UNDER_WAY],
    [
      'a paid card order before its cut-off',
      { ...order, payment_method: 'card', payment_status: 'paid' },
      '2026-12-01T10:00:00.000Z',
      null,
    ],
  ] as [string, AmendableOrder, string, string | null][])('%s', (_, candidate, now, expected) => {
    expect(amendRefusal(candidate, cutoff, new Date(now))).toBe(expected);
  });
});

describe('amendUntilText', () => {
  it('reads the London wall clock', () => {
    expect(amendUntilText(new Date('2026-12-01T22:00:00.000Z'))).toBe('10:00pm on Tuesday 1 December');
    expect(amendUntilText(new Date('2026-07-01T21:00:00.000Z'))).toBe('10:00pm on Wednesday 1 July');
  });
});

describe('amendedLines', () => {
  const stored = [
    { product_id: 1, title: 'Olive oil 5 l', unit_price_pence: 20_00, vat_rate: 20 as const },
    { product_id: 2, title: 'Flour 16 kg', unit_price_pence: 15_00, vat_rate: 0 as const },
  ];
  const today = new Map<number, TodaysProduct>([
    [1, { id: 1, name: 'Olive oil 5 l', listPence: 25_00, memberPence: 22_00, vatRatePercent: 20 }],
    [3, { id: 3, name: 'Butter 10 kg', listPence: 40_00, memberPence: 35_00, vatRatePercent: 0 }],
  ]);

  it.each([
    [
      'a kept line keeps its stored price, whatever today says',
      [{ productId: 1, quantity: 3 }],
      false,
      [[1, 20_00, 60_00, 'kept']],
    ],
    [
      'a kept line keeps its price even when its product is gone today',
      [{ productId: 2, quantity: 1 }],
      false,
      [[2, 15_00, 15_00, 'kept']],
    ],
    [
      'an added line takes today\u2019s list price',
      [{ productId: 3, quantity: 2 }],
      false,
      [[3, 40_00, 80_00, 'added']],
    ],
    [
      'an added line takes today\u2019s member price for a member',
      [{ productId: 3, quantity: 2 }],
      true,
      [[3, 35_00, 70_00, 'added']],
    ],
  ] as [string, { productId: number; quantity: number }[], boolean, [number, number, number, string][]][])(
    '%s',
    (_, wanted, isMember, expected) => {
      const result = amendedLines(stored, wanted, today, isMember);
      if (!result.ok) throw new Error('refused');
      expect(
        result.lines.map((line) => [line.productId, line.unitPence, line.lineTotalPence, line.origin]),
      ).toEqual(expected);
    },
  );

  it('names the added products the catalogue no longer sells', () => {
    expect(
      amendedLines(
        stored,
        [
          { productId: 1, quantity: 1 },
          { productId: 9, quantity: 1 },
        ],
        today,
        false,
      ),
    ).toEqual({
      ok: false,
      unknown: [1],
    });
  });
});

describe('amendmentMoney', () => {
  it.each([
    [
      'pay later, more',
      { payment_method: 'pay_later', payment_status: 'pending' },
      100,
      150,
      { kind: 'account', differencePence: 50 },
    ],
    [
      'pay later, less',
      { payment_method: 'pay_later', payment_status: 'pending' },
      150,
      100,
      { kind: 'account', differencePence: -50 },
    ],
    [
      'unpaid card',
      { payment_method: 'card', payment_status: 'pending' },
      150,
      180,
      { kind: 'unpaid', differencePence: 30 },
    ],
    [
      'unpaid link',
      { payment_method: 'link', payment_status: 'pending' },
      150,
      120,
      { kind: 'unpaid', differencePence: -30 },
    ],
    [
      'paid card, less',
      { payment_method: 'card', payment_status: 'paid' },
      150,
      120,
      { kind: 'refund', refundPence: 30 },
    ],
    ['paid card, the same', { payment_method: 'card', payment_status: 'paid' }, 150, 150, { kind: 'none' }],
    [
      'paid card, more: the difference is paid by card (decision 0189)',
      { payment_method: 'card', payment_status: 'paid' },
      150,
      151,
      { kind: 'pay', differencePence: 1 },
    ],
    [
      'paid link, more',
      { payment_method: 'link', payment_status: 'paid' },
      150,
      180,
      { kind: 'pay', differencePence: 30 },
    ],
    [
      'paid pay-later invoice, more',
      { payment_method: 'pay_later', payment_status: 'paid' },
      150,
      151,
      { kind: 'refused', reason: AMEND_PAID_INCREASE },
    ],
  ] as const)('%s', (_, state, before, after, expected) => {
    expect(amendmentMoney(state, before, after)).toEqual(expected);
  });
});

describe('amendmentSummary', () => {
  it('says what changed', () => {
    expect(
      amendmentSummary({ lineCount: 3, oldTotalPence: 264_00, newTotalPence: 240_00, slotChange: null }),
    ).toBe('Order changed: 3 lines, total £240.00 (was £264.00)');
    expect(
      amendmentSummary({
        lineCount: 1,
        oldTotalPence: 240_00,
        newTotalPence: 240_00,
        slotChange: 'Thu 3 Dec, Morning 8am-12pm',
      }),
    ).toBe('Order changed: 1 line, total £240.00, delivery Thu 3 Dec, Morning 8am-12pm');
  });
});

describe('paying the difference of a paid card order by card', () => {
  it('words the review’s button and the settlement in pounds', () => {
    expect(payDifferenceLabel(12_00)).toBe('Pay £12.00 by card');
    expect(payDifferenceText(336_00)).toBe(
      'You pay the difference of £336.00 by card. The order changes once it is paid.',
    );
  });
});
