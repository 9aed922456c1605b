import { describe, expect, it } from 'vitest';
import { isActiveMember, mayUnsubscribe, membershipCharge, membershipPeriodEnd } from './membership.ts';

describe('isActiveMember', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['a guest', null, false],
    ['a non-member', { is_subscribed: false, subscription_end_at: null }, false],
    ['a rolling member', { is_subscribed: true, subscription_end_at: null }, true],
    ['a member flagged 1 by the database', { is_subscribed: 1, subscription_end_at: null }, true],
    [
      'a member whose paid period runs on',
      { is_subscribed: true, subscription_end_at: '2026-12-01T00:00:00Z' },
      true,
    ],
    [
      'a member whose paid period has ended',
      { is_subscribed: true, subscription_end_at: '2026-11-23T12:00:00Z' },
      false,
    ],
  ])('%s', (_label, user, expected) => {
    expect(isActiveMember(user, now)).toBe(expected);
  });
});

describe('membershipCharge', () => {
  it('is £49.99 plus 20% VAT', () => {
    expect(membershipCharge()).toEqual({ netPence: 49_99, vatPence: 10_00, totalPence: 59_99 });
  });
});

describe('membershipPeriodEnd', () => {
  it.each([
    ['2026-11-23T12:00:00.000Z', '2026-12-23T12:00:00.000Z'],
    // 31 January: February has no 31st, so the month ends on its last day.
    ['2027-01-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'],
    // Across the March clock change the London time of day stays 10:00 (09:00 UTC in summer time).
    ['2027-03-15T10:00:00.000Z', '2027-04-15T09:00:00.000Z'],
  ])('a month from %s ends at %s', (start, end) => {
    expect(membershipPeriodEnd(new Date(start)).toISOString()).toBe(end);
  });
});

describe('mayUnsubscribe', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it('only a rolling, active membership', () => {
    expect(mayUnsubscribe({ is_subscribed: 1, subscription_end_at: null }, now)).toBe(true);
    expect(mayUnsubscribe({ is_subscribed: 1, subscription_end_at: '2026-12-01T00:00:00.000Z' }, now)).toBe(
      false,
    );
    expect(mayUnsubscribe({ is_subscribed: 0, subscription_end_at: null }, now)).toBe(false);
  });
});
