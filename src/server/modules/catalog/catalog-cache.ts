import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.ts';

/**
 * Serialised catalogue answers, shared by every visitor: the catalogue is the same for guests and
 * customers (both prices travel in every product). Entries live `ttlSeconds`, so a change made
 * through another app process shows within that time; changes made through this process clear it
 * at once. Money is never taken from here: orders recompute every price from the database.
 */
export class CatalogCache {
  private readonly entries: LRUCache<string, string> | undefined;

  constructor(ttlSeconds: number, clock: Clock) {
    this.entries =
      ttlSeconds > 0
        ? new LRUCache<string, string>({
            max: 5_000,
            maxSize: 64 * 1024 * 1024,
            sizeCalculation: (body) => body.length,
            ttl: ttlSeconds * 1000,
            ttlResolution: 0,
            perf: { now: () => clock.now().getTime() },
          })
        : undefined;
  }

  /** The cached JSON for `key`, or computes, stores and returns it. */
  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    const cached = this.entries?.get(key);
    if (cached !== undefined) return cached;
    const body = JSON.stringify(await compute());
    this.entries?.set(key, body);
    return body;
  }

  clear(): void {
    this.entries?.clear();
  }
}
