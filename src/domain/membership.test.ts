import { describe, expect, it } from 'vitest';
import { isActiveMember } from './membership.ts';

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
