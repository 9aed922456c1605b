import { describe, expect, it } from 'vitest';
import { shownRating } from './rating.ts';

describe('shownRating', () => {
  it.each([
    [{ rating: 4.3, reviews_count: 3 }, 4.3],
    [{ rating: 1, reviews_count: 1 }, 1],
    [{ rating: 0, reviews_count: 0 }, null],
    // A stale average left behind once every review is hidden is not shown either.
    [{ rating: 3.5, reviews_count: 0 }, null],
  ])('%o shows %s', (product, shown) => {
    expect(shownRating(product)).toBe(shown);
  });
});
