import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCount, RateLimitLeases } from './rate-limit-leases.ts';

/** The route a rate-limit store is made for, from the options @fastify/rate-limit passes `child`. */
function routeOf(options: object): string {
  const routeInfo = 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof routeInfo !== 'object' || routeInfo === null) return '';
  const method = 'method' in routeInfo ? String(routeInfo.method) : '';
  const url = 'url' in routeInfo ? String(routeInfo.url) : '';
  return method || url ? `${method} ${url} ` : '';
}

/**
 * A @fastify/rate-limit store whose counts are the cluster's (rate-limit-leases.ts). As with the
 * plugin's in-memory store, each route with a limit of its own counts apart (`child`), and limits
 * made with `createRateLimit` share one space, told apart by their keys.
 */
export function sharedRateLimitStore(leases: RateLimitLeases): FastifyRateLimitStoreCtor {
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
      return new SharedRateLimitStore(undefined, routeOf(routeOptions));
    }
  }
  return SharedRateLimitStore;
}
