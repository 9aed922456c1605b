import { describe, expect, it } from 'vitest';
import { lastPageFor, PRODUCTS_PER_PAGE, pagerItems, REVIEWS_PER_PAGE } from './pagination.ts';

describe('page sizes', () => {
  it('shows 5 reviews a page (spec)', () => {
    expect(REVIEWS_PER_PAGE).toBe(5);
    expect(PRODUCTS_PER_PAGE).toBeGreaterThan(0);
  });
});

describe('lastPageFor', () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [10, 5, 2],
    [11, 5, 3],
    [100, 24, 5],
  ])('%s items at %s a page end on page %s', (total, perPage, last) => {
    expect(lastPageFor(total, perPage)).toBe(last);
  });
});

describe('pagerItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [4, 5, [1, null, 3, 4, 5]],
  ] as const)('page %s of %s shows %j', (current, last, items) => {
    expect(pagerItems(current, last)).toEqual(items);
  });

  it('widens with a larger spread', () => {
    expect(pagerItems(5, 10, 2)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
  });
});
