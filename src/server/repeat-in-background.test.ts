import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatInBackground } from './repeat-in-background.ts';

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a job repeated in the background', () => {
  it('runs every interval, skips a turn while a run is still going, and runs no more once stopped', async () => {
    vi.useFakeTimers();
    const first = deferred();
    let runs = 0;
    const stop = repeatInBackground({
      everyMs: 1000,
      job: () => {
        runs += 1;
        return runs === 1 ? first.promise : Promise.resolve();
      },
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);

    first.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
    await stopping;
    expect(stopped).toBe(true);
  });

  it('hands a failed run to onError and tries again at the next interval, first run early when asked', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = repeatInBackground({
      everyMs: 60_000,
      firstAfterMs: 1000,
      job: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(errors).toEqual([new Error('database away')]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await stop();
  });

  it('does not end a stop before the run in progress ends', async () => {
    vi.useFakeTimers();
    const running = deferred();
    const stop = repeatInBackground({ everyMs: 1000, job: () => running.promise, onError: () => {} });
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    running.resolve();
    await stopping;
    expect(stopped).toBe(true);
  });
});
