import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RateLimitCount } from './rate-limit-leases.ts';
import { limitNamer } from './rate-limit-names.ts';
import type { RedisConnection } from './redis-connection.ts';

type Callback = (error: Error | null, result?: RateLimitCount) => void;

/** The options of a limit that change how it counts (see @fastify/rate-limit's stores). */
function countingOptions(options: object): [continueExceeding: boolean, exponentialBackoff: boolean] {
  const flag = (name: string) => name in options && (options as Record<string, unknown>)[name] === true;
  return [flag('continueExceeding'), flag('exponentialBackoff')];
}

/**
 * A @fastify/rate-limit store counting in Redis, so every process on every machine sharing the
 * Redis counts a client once: @fastify/rate-limit's own Redis store (one atomic script a hit:
 * INCR, and PEXPIRE on a window's first hit), with keys under `keyPrefix`. While Redis cannot be
 * reached, or does not answer a hit in time, the hit is counted in this process's memory (the
 * plugin's own in-memory store) and a warning is logged: a client then gets each limit per process
 * rather than none at all, and requests never wait for Redis. Counting goes back to Redis as soon
 * as it answers again.
 */
export function redisRateLimitStore(
  connection: RedisConnection,
  keyPrefix: string,
): FastifyRateLimitStoreCtor {
  const nameOf = limitNamer();
  const inRedis = (options: object, name: string) =>
    new RedisStore(...countingOptions(options), connection.redis, `${keyPrefix}rate-limit:${name}`);
  const inMemory = (options: object) => new LocalStore(...countingOptions(options));

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(options: object, name = '') {
      this.shared = inRedis(options, name);
      this.local = inMemory(options);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!connection.isReady()) {
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (error === null && result !== undefined) {
            callback(null, result);
            return;
          }
          connection.reportAway(error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new RedisRateLimitStore(routeOptions, nameOf(routeOptions));
    }
  }
  return RedisRateLimitStore;
}
