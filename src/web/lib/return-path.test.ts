import { describe, expect, it } from 'vitest';
import { returnPathOf } from './return-path.ts';

describe('returnPathOf', () => {
  it.each([
    [{ from: '/customer-dashboard/wishlist' }, '/customer-dashboard/wishlist'],
    [{ from: '/categories/drinks?page=2' }, '/categories/drinks?page=2'],
    [null, '/'],
    [{ from: 'https://elsewhere.test/' }, '/'],
    [{ from: '//elsewhere.test/' }, '/'],
    [{ from: '/login' }, '/'],
    [{ from: '/sign-up' }, '/'],
    // The postcode picker stands between a guest and the catalogue; once signed in, the catalogue.
    [{ from: '/postcoder' }, '/'],
  ])('after signing in from %j, goes to %s', (state, path) => {
    expect(returnPathOf(state)).toBe(path);
  });
});
