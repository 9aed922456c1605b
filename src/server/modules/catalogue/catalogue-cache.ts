import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock.ts';

/**
 * Serialised catalogue answers, shared by every visitor: the catalogue is the same for guests and
 * customers (both prices travel in every product). Every request reads the catalogue's answers
 * version, or shares a read that started after it arrived (one primary-key row that triggers move
 * on any change to products, categories or reviews, from any server process), and entries stored
 * under an older version are dropped, so a change shows at once in every process; `ttlSeconds`
 * only bounds how long an unchanged answer is kept. Money is never taken from here: orders
 * recompute every price from the database.
 */
export class CatalogueCache {
  private readonly entries: LRUCache<string, string> | undefined;
  private version = -1;
  private readInFlight: Promise<number> | undefined;
  /** The read that starts when readInFlight ends, shared by the requests that arrived meanwhile. */
  private nextRead: Promise<number> | undefined;

  constructor(
    ttlSeconds: number,
    clock: Clock,
    private readonly readVersion: () => Promise<number>,
  ) {
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

  /**
   * Reads the answers version; entries from an older one are dropped. Returns the version read.
   * Requests share reads: one that arrives while a read is in flight waits for the next read, which
   * starts when that one ends and answers every request that arrived meanwhile. A shared read always
   * starts after its requests arrived, so each still sees every change committed before it came;
   * under load at most two version reads are in flight, however many requests wait for one.
   */
  currentVersion(): Promise<number> {
    if (this.readInFlight === undefined) return this.startRead();
    this.nextRead ??= this.readInFlight.then(ignoreOutcome, ignoreOutcome).then(() => {
      this.nextRead = undefined;
      return this.startRead();
    });
    return this.nextRead;
  }

  private startRead(): Promise<number> {
    const read = this.readVersion()
      .then((version) => {
        // Versions only grow: a read that started before a newer one finished must not step back.
        if (version > this.version) {
          this.entries?.clear();
          this.version = version;
        }
        return version;
      })
      .finally(() => {
        if (this.readInFlight === read) this.readInFlight = undefined;
      });
    this.readInFlight = read;
    return read;
  }

  /** The cached JSON for `key` under `version` (from currentVersion), or computes and stores it. */
  async json(key: string, version: number, compute: () => Promise<unknown>): Promise<string> {
    if (version === this.version) {
      const cached = this.entries?.get(key);
      if (cached !== undefined) return cached;
    }
    const body = JSON.stringify(await compute());
    // A change committed while computing moved the version: the answer belongs to no version.
    if (version === this.version) this.entries?.set(key, body);
    return body;
  }

  clear(): void {
    this.entries?.clear();
  }
}

function ignoreOutcome(): void {}

/**
 * The weak ETag of a catalogue answer: the answers version and the request's address (path and
 * query), so it changes whenever anything the answer shows may have changed.
 */
export function catalogueEtag(version: number, url: string): string {
  const address = createHash('sha1').update(url).digest('base64url').slice(0, 16);
  return `W/"c${version}-${address}"`;
}
