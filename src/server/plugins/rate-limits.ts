import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { connectRedis } from '../shared-rate-limits/redis-connection.ts';
import { redisRateLimitStore } from '../shared-rate-limits/redis-rate-limit-store.ts';

/** How long start-up waits for Redis before serving with local counts. */
const REDIS_START_WAIT_MS = 2_000;

/**
 * @fastify/rate-limit, for the routes that opt in with `config.rateLimit`, counting where the
 * deployment needs: with REDIS_URL in Redis, shared by every process of every machine; otherwise
 * in `clusterStore` (a cluster's server processes counting together, shared-rate-limits/), or in
 * this process's memory.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  clusterStore: FastifyRateLimitStoreCtor | undefined,
): Promise<void> {
  let store = clusterStore;
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
  if (REDIS_URL !== undefined) {
    const connection = connectRedis(REDIS_URL, app.log);
    // The first requests are counted in Redis too, unless it is down: then the shop starts anyway.
    app.addHook('onReady', async () => connection.whenReady(REDIS_START_WAIT_MS));
    app.addHook('onClose', async () => connection.close());
    store = redisRateLimitStore(connection, REDIS_KEY_PREFIX);
  }
  await app.register(rateLimit, { global: false, ...(store && { store }) });
}
