import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './if-none-match.ts';

describe('If-None-Match', () => {
  it('compares weakly, in lists and with *', () => {
    const etag = 'W/"c7-abc"';
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits(etag, etag)).toBe(true);
    expect(ifNoneMatchHits('"c7-abc"', etag)).toBe(true);
    expect(ifNoneMatchHits(`"other", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"c8-abc"', etag)).toBe(false);
  });
});
