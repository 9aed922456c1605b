import { describe, expect, it } from 'vitest';
import { RateLimitWindows } from './rate-limit-windows.ts';

const MINUTE = 60_000;

describe("the first process's rate-limit windows", () => {
  it('opens a window at the first hit and grants at most a quarter of what it has left', () => {
    const now = 1_000_000;
    const windows = new RateLimitWindows({ now: () => now });

    expect(windows.take('client', MINUTE, 100, 1)).toEqual({ granted: 1, current: 1, endsAt: now + MINUTE });
    expect(windows.take('client', MINUTE, 100, 64)).toEqual({
      granted: 24,
      current: 2,
      endsAt: now + MINUTE,
    });
    expect(windows.take('client', MINUTE, 100, 2).current).toBe(26);
    expect(windows.take('another client', MINUTE, 100, 1).current).toBe(1);
  });

  it('grants the last hits one at a time and none past the limit', () => {
    const windows = new RateLimitWindows({ now: () => 0 });

    const grants = Array.from({ length: 6 }, () => windows.take('client', MINUTE, 3, 10).granted);

    expect(grants).toEqual([1, 1, 1, 0, 0, 0]);
    expect(windows.take('client', MINUTE, 3, 1).current).toBe(4);
  });

  it('takes back unused hits of the current window only, and starts afresh when it ends', () => {
    let now = 0;
    const windows = new RateLimitWindows({ now: () => now });
    const lease = windows.take('client', MINUTE, 4, 1);
    windows.take('client', MINUTE, 4, 1);
    windows.take('client', MINUTE, 4, 1);

    windows.giveBack('client', lease.endsAt, 2);
    expect(windows.take('client', MINUTE, 4, 1).current).toBe(2);
    windows.giveBack('client', lease.endsAt + 1, 3);
    expect(windows.take('client', MINUTE, 4, 1).current).toBe(3);

    now = MINUTE;
    expect(windows.take('client', MINUTE, 4, 1)).toEqual({ granted: 1, current: 1, endsAt: 2 * MINUTE });
  });

  it('grants each of several processes a quarter of its share at most', () => {
    const windows = new RateLimitWindows({ now: () => 0, processes: 2 });

    expect(windows.take('client', MINUTE, 800, 1_000).granted).toBe(100);
    expect(windows.take('client', MINUTE, 800, 1_000).granted).toBe(87);
  });
});
