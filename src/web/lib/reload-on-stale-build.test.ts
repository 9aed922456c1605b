import { describe, expect, it, vi } from 'vitest';
import { reloadForStaleBuild } from './reload-on-stale-build.ts';

function environment(start: number) {
  const stored = new Map<string, string>();
  let now = start;
  return {
    env: {
      now: () => now,
      storage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      },
      reload: vi.fn(),
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('reloadForStaleBuild', () => {
  it('reloads once for a failed code download, not again moments later, and again after a while', () => {
    const { env, advance } = environment(1_000_000);
    expect(reloadForStaleBuild(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);

    advance(3_000);
    expect(reloadForStaleBuild(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);

    advance(60_000);
    expect(reloadForStaleBuild(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });
});
