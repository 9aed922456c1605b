import { LRUCache } from 'lru-cache';

/** What the first process grants a server process: hits it may allow without asking again. */
export type Lease = {
  /** Hits granted, none when the window's limit is reached. */
  granted: number;
  /** The count of the first granted hit, or one over the limit when none is granted. */
  current: number;
  /** When the window ends (epoch ms): a lease is good until then, and names its window. */
  endsAt: number;
};

/**
 * The windows of a cluster's request rate limits, kept by its first process: fixed windows, as
 * @fastify/rate-limit's in-memory store counts them (a key's first hit opens a window of
 * `timeWindowMs`). Server processes take hits in leases, so a busy client costs one message per
 * lease rather than per request; a window never grants more than `max` hits in all, so a client
 * gets at most its limit however its connections are shared out among the processes.
 */
export class RateLimitWindows {
  /** Hits granted in each key's current window. */
  private readonly windows: LRUCache<string, { granted: number; endsAt: number }>;

  private readonly now: () => number;
  private readonly processes: number;

  constructor({
    now = Date.now,
    processes = 1,
    maxKeys = 100_000,
  }: { now?: () => number; processes?: number; maxKeys?: number } = {}) {
    this.now = now;
    this.processes = processes;
    this.windows = new LRUCache({ max: maxKeys });
  }

  /**
   * Grants up to `wanted` hits of `key`'s window, but never more than a quarter of a process's
   * share of what the window has left (at least one): hits leased to one process and not yet used
   * are hits another cannot have, so all the processes together hold less than a quarter of what
   * is left, and the last hits of a window go out one at a time.
   */
  take(key: string, timeWindowMs: number, max: number, wanted: number): Lease {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { granted: 0, endsAt: now + timeWindowMs };
      this.windows.set(key, window);
    }
    const left = max - window.granted;
    if (left <= 0) return { granted: 0, current: max + 1, endsAt: window.endsAt };
    const granted = Math.min(wanted, Math.max(1, Math.floor(left / (4 * this.processes))));
    const current = window.granted + 1;
    window.granted += granted;
    return { granted, current, endsAt: window.endsAt };
  }

  /** Takes back hits a process was granted and did not use, if their window is still the current one. */
  giveBack(key: string, endsAt: number, unused: number): void {
    const window = this.windows.get(key);
    if (window !== undefined && window.endsAt === endsAt)
      window.granted = Math.max(0, window.granted - unused);
  }
}
