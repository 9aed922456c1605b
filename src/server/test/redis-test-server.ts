import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the tests that need one use: TEST_REDIS_URL (CI sets it; a local Redis is usually
 * redis://127.0.0.1:6379). Unset, those tests are skipped with a line saying so.
 */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL || undefined;

/** A key prefix of this test run's own, so runs sharing one Redis never count each other's hits. */
export function testKeyPrefix(): string {
  return `w1test:${randomBytes(6).toString('hex')}:`;
}

/** Removes every key under `prefix`, so a test run leaves the shared Redis as it found it. */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The keys under `prefix` (a test looks at what the shop keeps in Redis). */
export async function keysUnder(url: string, prefix: string): Promise<string[]> {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    return await redis.keys(`${prefix}*`);
  } finally {
    redis.disconnect();
  }
}
