import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { queryRetryDelayMs, shouldRetryQuery } from './query-retry.ts';

const busy = (retryAfterSeconds: number | undefined) =>
  new ApiRequestError(503, 'The shop is very busy', {}, null, retryAfterSeconds);

describe('queryRetryDelayMs', () => {
  it("waits the shop's Retry-After on a 503 or 429, drawn between half and one and a half times it", () => {
    expect(queryRetryDelayMs(0, busy(3), () => 0)).toBe(1500);
    expect(queryRetryDelayMs(0, busy(3), () => 0.999)).toBe(4497);
    const limited = new ApiRequestError(429, 'Too many requests', {}, null, 2);
    expect(queryRetryDelayMs(0, limited, () => 0.5)).toBe(2000);
  });

  it('waits about a second, with the same jitter, when no wait was named', () => {
    expect(queryRetryDelayMs(0, busy(undefined), () => 0)).toBe(500);
    expect(queryRetryDelayMs(0, new TypeError('Failed to fetch'), () => 0.999)).toBe(1499);
    // A Retry-After on another status is not a refusal to wait out.
    const failed = new ApiRequestError(500, 'Something went wrong', {}, null, 30);
    expect(queryRetryDelayMs(0, failed, () => 0.5)).toBe(1000);
  });

  it('spreads a crowd refused together', () => {
    const waits = new Set(Array.from({ length: 100 }, () => queryRetryDelayMs(0, busy(1))));
    expect(waits.size).toBeGreaterThan(50);
  });
});

describe('shouldRetryQuery', () => {
  it('asks once more, then shows the error', () => {
    expect(shouldRetryQuery(0, busy(1))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, busy(1))).toBe(false);
  });

  it('shows the error at once when the shop asks for a longer wait than a person sits out', () => {
    expect(shouldRetryQuery(0, busy(10))).toBe(true);
    expect(shouldRetryQuery(0, new ApiRequestError(429, 'Too many requests', {}, null, 60))).toBe(false);
  });
});
