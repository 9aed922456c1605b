import { describe, expect, it } from 'vitest';
import {
  creditLimitWarning,
  daysOverdue,
  isInvoiceOverdue,
  mayHavePayLater,
  PAY_LATER_NOT_ABOVE_MINIMUM,
  PAY_LATER_NOT_APPROVED,
  PAY_LATER_OVER_MAXIMUM,
  PAY_LATER_OVERDUE,
  payLaterDecision,
  payLaterDueAt,
  remainingCreditPence,
} from './pay-later.ts';

const approved = { pay_later: true, pay_later_credit: 0, pay_later_credit_limit: 2000_00 };
const order = (subTotalPence: number) => ({
  subTotalPence,
  totalPence: subTotalPence + Math.round(subTotalPence / 5),
});

describe('payLaterDecision', () => {
  it.each([
    ['an approved account, £300 of goods', approved, order(300_00), true, null],
    ['just above £200', approved, order(200_01), true, null],
    ['exactly £200', approved, order(200_00), false, 'not_above_minimum'],
    ['below £200', approved, order(150_00), false, 'not_above_minimum'],
    [
      '£1,999.99 with VAT, nothing owed',
      approved,
      { subTotalPence: 1666_66, totalPence: 1999_99 },
      true,
      null,
    ],
    ['£2,145.60 with VAT (£1,788 of goods), nothing owed', approved, order(1788_00), false, 'over_maximum'],
    [
      'exactly £2,000 with VAT',
      approved,
      { subTotalPence: 1666_67, totalPence: 2000_00 },
      false,
      'over_maximum',
    ],
    ['over £2,000 of goods', approved, order(2500_00), false, 'over_maximum'],
    [
      'over £2,000 with credit owed too',
      { ...approved, pay_later_credit: 500_00 },
      order(1788_00),
      false,
      'over_maximum',
    ],
    [
      'an order alone over a lower limit, nothing owed',
      { ...approved, pay_later_credit_limit: 500_00 },
      order(600_00),
      false,
      'over_credit',
    ],
    ['an account not approved', { ...approved, pay_later: false }, order(300_00), false, 'not_approved'],
    [
      'an account with an overdue invoice',
      { ...approved, pay_later_overdue: true },
      order(300_00),
      false,
      'overdue',
    ],
    ['no overdue invoice', { ...approved, pay_later_overdue: false }, order(300_00), true, null],
    [
      'the total exactly the remaining credit',
      { ...approved, pay_later_credit: 1640_00 },
      order(300_00),
      true,
      null,
    ],
    [
      'the total a penny over the remaining credit',
      { ...approved, pay_later_credit: 1640_01 },
      order(300_00),
      false,
      'over_credit',
    ],
    [
      'credit already past its limit',
      { ...approved, pay_later_credit: 2100_00 },
      order(300_00),
      false,
      'over_credit',
    ],
  ])('%s', (_label, account, totals, available, reason) => {
    const decision = payLaterDecision(account, totals);
    expect(decision.available).toBe(available);
    if (!decision.available) expect(decision.reason).toBe(reason);
  });

  it('words the warnings as docs/product.md §8.2 does', () => {
    expect(creditLimitWarning(2000_00)).toBe(
      'The pay later option is disabled as you cannot have more than £2,000 in credit',
    );
    expect(payLaterDecision(approved, order(2000_00))).toMatchObject({ title: PAY_LATER_OVER_MAXIMUM });
    expect(PAY_LATER_OVER_MAXIMUM).toBe('The pay later option is disabled for orders over £2000');
    expect(payLaterDecision(approved, order(200_00))).toMatchObject({ title: PAY_LATER_NOT_ABOVE_MINIMUM });
    expect(payLaterDecision({ ...approved, pay_later: 0 }, order(300_00))).toMatchObject({
      title: PAY_LATER_NOT_APPROVED,
    });
  });

  it.each([
    ['an order over £2,000 with nothing owed', approved, order(1788_00), PAY_LATER_OVER_MAXIMUM, null],
    [
      'credit owed and this order past the limit',
      { ...approved, pay_later_credit: 1900_00 },
      order(300_00),
      'The pay later option is disabled as you cannot have more than £2,000 in credit',
      'You have £1,900.00 outstanding and this order comes to £360.00 with VAT. Pay an outstanding invoice, or pay this order by card.',
    ],
    [
      'nothing owed and this order alone past a £500 limit',
      { ...approved, pay_later_credit_limit: 500_00 },
      order(600_00),
      'The pay later option is disabled as you cannot have more than £500 in credit',
      'You have nothing outstanding, but this order comes to £720.00 with VAT. Pay this order by card, or ask us about a higher limit.',
    ],
  ])('shows its own warning for %s', (_label, account, totals, title, subtitle) => {
    expect(payLaterDecision(account, totals)).toEqual({
      available: false,
      reason: expect.any(String),
      title,
      subtitle,
    });
  });

  it('tells a customer over their credit what they owe', () => {
    const decision = payLaterDecision({ ...approved, pay_later_credit: 1900_00 }, order(300_00));
    expect(decision).toMatchObject({
      title: 'The pay later option is disabled as you cannot have more than £2,000 in credit',
      subtitle:
        'You have £1,900.00 outstanding and this order comes to £360.00 with VAT. Pay an outstanding invoice, or pay this order by card.',
    });
  });
});

describe('credit', () => {
  it('is the limit less what is owed, never below nothing', () => {
    expect(remainingCreditPence({ ...approved, pay_later_credit: 500_00 })).toBe(1500_00);
    expect(remainingCreditPence({ ...approved, pay_later_credit: 2500_00 })).toBe(0);
  });

  it('falls due 30 days after the order', () => {
    expect(payLaterDueAt(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-12-23T10:00:00.000Z');
  });
});

describe('overdue invoices', () => {
  const invoice = {
    payment_method: 'pay_later',
    status: 'outstanding',
    payment_status: 'pending',
    due_at: '2026-12-20T12:00:00.000Z',
  };
  it.each([
    ['unpaid a moment after its due date', invoice, '2026-12-20T12:00:00.001Z', true],
    ['unpaid at its due date', invoice, '2026-12-20T12:00:00.000Z', false],
    ['paid', { ...invoice, status: 'processing', payment_status: 'paid' }, '2027-01-20T12:00:00Z', false],
    ['cancelled', { ...invoice, status: 'cancelled' }, '2027-01-20T12:00:00Z', false],
    [
      'a card order',
      { ...invoice, payment_method: 'card', status: 'pending' },
      '2027-01-20T12:00:00Z',
      false,
    ],
    ['without a due date', { ...invoice, due_at: null }, '2027-01-20T12:00:00Z', false],
  ])('%s', (_label, order, now, overdue) => {
    expect(isInvoiceOverdue(order, new Date(now))).toBe(overdue);
  });

  it('counts whole days past the due date', () => {
    expect(daysOverdue('2026-12-20T12:00:00Z', new Date('2026-12-20T18:00:00Z'))).toBe(0);
    expect(daysOverdue('2026-12-20T12:00:00Z', new Date('2026-12-23T12:00:00Z'))).toBe(3);
  });

  it('words the checkout warning plainly', () => {
    expect(payLaterDecision({ ...approved, pay_later_overdue: true }, order(300_00))).toMatchObject({
      title: PAY_LATER_OVERDUE,
      subtitle: expect.stringContaining('pay this order by card'),
    });
  });
});

describe('mayHavePayLater', () => {
  it.each([
    ['user', true],
    ['seller', false],
    ['admin', false],
  ] as const)('%s: %s', (role, expected) => {
    expect(mayHavePayLater(role)).toBe(expected);
  });
});
