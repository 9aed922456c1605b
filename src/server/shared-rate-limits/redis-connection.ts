import { Redis } from 'ioredis';
import { OncePerWhile } from '../once-per-while.ts';

export type RedisLog = {
  warn(details: object, message: string): void;
  info(message: string): void;
};

/** What the shop says while Redis is away: each request would say it again, so once every 30 s. */
export const REDIS_AWAY =
  'Redis cannot be reached: request rate limits are counted by this process alone until it returns';

export type RedisConnection = {
  readonly redis: Redis;
  /** True while commands can be sent; otherwise the shop counts locally rather than wait. */
  isReady(): boolean;
  /**
   * Resolves once Redis answers, or after `waitMs` (logging that it is away): a shop starting
   * while Redis is down serves all the same.
   */
  whenReady(waitMs: number): Promise<void>;
  /** Logs (at most once every 30 s) that Redis failed a command or is away, with the cause. */
  reportAway(error: unknown): void;
  close(): void;
};

/**
 * One connection to Redis for this process's request rate limits. A rate limit must never hold a
 * request up, so a command is never queued while the connection is down and gives up after
 * `commandTimeoutMs` (a Redis that stops answering without closing the connection); the store
 * then counts the hit locally. ioredis reconnects by itself, for ever, with pauses growing to 5 s,
 * so the limits are shared again as soon as Redis is back.
 */
export function connectRedis(
  url: string,
  log: RedisLog,
  { commandTimeoutMs = 500 }: { commandTimeoutMs?: number } = {},
): RedisConnection {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  const warnings = new OncePerWhile(30_000);
  let away = false;
  const reportAway = (error: unknown) => {
    away = true;
    if (warnings.due('away')) log.warn({ err: error }, REDIS_AWAY);
  };
  // Without a listener ioredis prints every failed reconnection attempt to stderr.
  redis.on('error', reportAway);
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis answers again: request rate limits are shared again');
  });
  const whenReady = (waitMs: number) =>
    new Promise<void>((resolve) => {
      if (redis.status === 'ready') return resolve();
      const timer = setTimeout(() => {
        redis.off('ready', ready);
        reportAway(new Error(`no answer within ${waitMs} ms of starting (${redis.status})`));
        resolve();
      }, waitMs);
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', ready);
    });
  return {
    redis,
    whenReady,
    isReady: () => redis.status === 'ready',
    reportAway,
    close: () => redis.disconnect(),
  };
}
