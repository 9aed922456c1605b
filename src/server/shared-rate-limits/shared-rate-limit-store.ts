import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCount, RateLimitLeases } from './rate-limit-leases.ts';
import { limitNamer } from './rate-limit-names.ts';

/** Options of @fastify/rate-limit that need counting this store does not do. */
function refuseUnsupported(options: object): void {
  const set = (name: string) => name in options && (options as Record<string, unknown>)[name];
  const ban = 'ban' in options ? options.ban : -1;
  if (set('continueExceeding') || set('exponentialBackoff') || (typeof ban === 'number' && ban >= 0)) {
    throw new Error(
      'The shared rate-limit store counts fixed windows only: no continueExceeding, exponentialBackoff or ban.',
    );
  }
}

/**
 * A @fastify/rate-limit store whose counts are the cluster's (rate-limit-leases.ts). As with the
 * plugin's in-memory store, each route with a limit of its own counts apart (`child`), and so does
 * each limit made with `createRateLimit`: those have no route, so they are numbered in the order
 * they are made, which is the same in every server process.
 */
export function sharedRateLimitStore(leases: RateLimitLeases): FastifyRateLimitStoreCtor {
  const nameOf = limitNamer();
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindow: number,
      max: number,
    ): void {
      leases.hit(`${this.route}${key}`, timeWindow, max).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      refuseUnsupported(routeOptions);
      return new SharedRateLimitStore(undefined, nameOf(routeOptions));
    }
  }
  return SharedRateLimitStore;
}
