import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_CATALOGUE_READS } from '../modules/catalogue/catalogue.routes.ts';
import { deleteKeys, keysUnder, testKeyPrefix, testRedisUrl } from '../test/redis-test-server.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { connectRedis, REDIS_AWAY, type RedisConnection } from './redis-connection.ts';

if (testRedisUrl === undefined) {
  console.info(
    'Skipping the Redis outage tests (redis-outage.test.ts): set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379',
  );
}

const LIMIT = 5;
const keyPrefix = testKeyPrefix();
let proxy: TcpProxy;
let ctx: TestContext;

/** Resolves once `check` holds, polling every 50 ms for up to 10 s. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const read = (remoteAddress: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/categories', remoteAddress });

async function statusesOf(count: number, remoteAddress: string): Promise<number[]> {
  const statuses = [];
  for (let hit = 0; hit < count; hit++) statuses.push((await read(remoteAddress)).statusCode);
  return statuses;
}

const keysOf = async (address: string) =>
  (await keysUnder(testRedisUrl as string, keyPrefix)).filter((key) => key.endsWith(address));

describe.skipIf(testRedisUrl === undefined)('request rate limits while Redis is away', () => {
  beforeAll(async () => {
    const target = new URL(testRedisUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    ctx = await createTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: keyPrefix,
        CATALOG_RATE_LIMIT: String(LIMIT),
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await proxy?.close();
    if (testRedisUrl) await deleteKeys(testRedisUrl, keyPrefix);
  });

  it('counts in Redis, then in this process while Redis is down, then in Redis again', async () => {
    expect(await statusesOf(2, '192.0.2.10')).toEqual([200, 200]);
    expect(await keysOf('192.0.2.10')).toHaveLength(1);

    proxy.down();
    const started = Date.now();
    const away = await statusesOf(LIMIT + 1, '192.0.2.11');
    // Served at once, and still limited: this process counts alone.
    expect(away).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(2_000);
    const refused = await read('192.0.2.11');
    expect(refused.json()).toEqual({ message: TOO_MANY_CATALOGUE_READS, errors: {} });
    expect(await keysOf('192.0.2.11')).toHaveLength(0);

    proxy.up();
    // ioredis reconnects by itself; hits go back to Redis once it answers.
    await eventually(async () => {
      await read('192.0.2.12');
      return (await keysOf('192.0.2.12')).length === 1;
    });
    const [key] = await keysOf('192.0.2.10');
    const direct = new Redis(testRedisUrl as string);
    try {
      await read('192.0.2.10');
      // The count kept in Redis before the outage goes on where it was.
      expect(await direct.get(key as string)).toBe('3');
    } finally {
      direct.disconnect();
    }
  });

  it('serves within the command timeout when Redis stops answering without closing the connection', async () => {
    await eventually(async () => (await read('192.0.2.20')).statusCode === 200);
    proxy.stall();
    try {
      const started = Date.now();
      const statuses = await statusesOf(2, '192.0.2.21');
      expect(statuses).toEqual([200, 200]);
      // Each hit waited for Redis no longer than the command timeout (500 ms).
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      proxy.unstall();
    }
  });
});

describe.skipIf(testRedisUrl === undefined)('the Redis connection', () => {
  it('logs once that Redis is away, however many hits fail, and once that it is back', async () => {
    const target = new URL(testRedisUrl as string);
    const ownProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const warnings: string[] = [];
    const notes: string[] = [];
    const log = {
      warn: (_details: object, message: string) => warnings.push(message),
      info: (message: string) => notes.push(message),
    };
    let connection: RedisConnection | undefined;
    try {
      connection = connectRedis(`redis://127.0.0.1:${ownProxy.port}`, log);
      await connection.whenReady(5_000);
      expect(connection.isReady()).toBe(true);
      expect(warnings).toEqual([]);

      ownProxy.down();
      const current = connection;
      await eventually(() => !current.isReady());
      for (let hit = 0; hit < 20; hit++) connection.reportAway(new Error('hit failed'));
      expect(warnings).toEqual([REDIS_AWAY]);

      ownProxy.up();
      await eventually(() => current.isReady());
      expect(notes).toEqual(['Redis answers again: request rate limits are shared again']);
    } finally {
      connection?.close();
      await ownProxy.close();
    }
  });

  it('lets the shop start while Redis cannot be reached, saying so', async () => {
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => warnings.push(message), info: () => {} };
    // Nothing listens on port 1.
    const connection = connectRedis('redis://127.0.0.1:1', log);
    try {
      const started = Date.now();
      await connection.whenReady(300);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(connection.isReady()).toBe(false);
      expect(warnings).toEqual([REDIS_AWAY]);
    } finally {
      connection.close();
    }
  });
});
