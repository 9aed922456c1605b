import { describe, expect, it } from 'vitest';
import { AdaptiveLimit, MIN_IN_FLIGHT } from './adaptive-limit.ts';

describe('AdaptiveLimit', () => {
  it('starts at the ceiling', () => {
    expect(new AdaptiveLimit({ max: 64, targetMs: 100 }).limit).toBe(64);
  });

  it('takes a quarter off for a slow answer from a busy process, once for the requests admitted before the cut', () => {
    const limit = new AdaptiveLimit({ max: 64, targetMs: 100 });
    limit.answered(0, 150, 40);
    expect(limit.limit).toBe(48);
    // Admitted before that cut: they ran under the old limit and say nothing of the new one.
    limit.answered(10, 160, 40);
    limit.answered(149, 300, 40);
    expect(limit.limit).toBe(48);
    // Admitted after it, and still slow: another cut.
    limit.answered(151, 300, 40);
    expect(limit.limit).toBe(36);
  });

  it('ignores a slow answer while the process is quiet: a slow request is not a queue', () => {
    const limit = new AdaptiveLimit({ max: 64, targetMs: 100 });
    limit.answered(0, 5_000, 31);
    expect(limit.limit).toBe(64);
  });

  it('never goes below a few requests, nor above the ceiling', () => {
    const limit = new AdaptiveLimit({ max: 64, targetMs: 100 });
    for (let at = 0; at < 100_000; at += 1_000) limit.answered(at, at + 500, 64);
    expect(limit.limit).toBe(MIN_IN_FLIGHT);
    for (let answer = 0; answer < 10_000; answer++) limit.answered(200_000, 200_010, 64);
    expect(limit.limit).toBe(64);
    // A ceiling below the floor is kept (MAX_REQUESTS_IN_FLIGHT=1).
    const one = new AdaptiveLimit({ max: 1, targetMs: 100 });
    one.answered(0, 500, 1);
    expect(one.limit).toBe(1);
  });

  it('grows back by about one for every limit’s worth of answers within the target, while busy', () => {
    const limit = new AdaptiveLimit({ max: 64, targetMs: 100 });
    limit.answered(0, 150, 40);
    limit.answered(200, 350, 40);
    expect(limit.limit).toBe(36);
    for (let answer = 0; answer < 40; answer++) limit.answered(400, 410, 36);
    expect(limit.limit).toBe(37);
    // Answers from a quiet process raise nothing: the limit is not being tried.
    for (let answer = 0; answer < 1_000; answer++) limit.answered(500, 510, 3);
    expect(limit.limit).toBe(37);
  });
});
