import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDb, type Db } from '../db/database.ts';
import { TOO_MANY_CATALOGUE_READS } from '../modules/catalogue/catalogue.routes.ts';
import { TOO_MANY_WRITES } from '../plugins/user-write-limit.ts';
import { serverProcessLeases } from '../test/channel-pair.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSignedInUser } from '../test/users.ts';
import { RateLimitWindows } from './rate-limit-windows.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

// Two apps on one database stand for two server processes, with a first process between them.
describe('request limits of two server processes on one database', () => {
  const CATALOGUE_LIMIT = 3;
  const WRITE_LIMIT = 4;
  let ctx: TestContext;
  let otherDb: Db;
  let otherProcess: FastifyInstance;

  beforeAll(async () => {
    const windows = new RateLimitWindows();
    const env = { CATALOG_RATE_LIMIT: String(CATALOGUE_LIMIT), USER_WRITE_RATE_LIMIT: String(WRITE_LIMIT) };
    ctx = await createTestApp({
      env,
      rateLimitStore: sharedRateLimitStore(serverProcessLeases(windows).leases),
    });
    otherDb = createDb(ctx.config.DATABASE_URL);
    otherProcess = await buildApp({
      config: ctx.config,
      db: otherDb,
      rateLimitStore: sharedRateLimitStore(serverProcessLeases(windows).leases),
    });
    await otherProcess.ready();
  });
  afterAll(async () => {
    await otherProcess?.close();
    await otherDb?.destroy();
    await ctx?.close();
  });

  /** The process a request lands on alternates, as the cluster hands out connections in turn. */
  const processFor = (request: number) => (request % 2 === 0 ? ctx.app : otherProcess);

  it(`refuses the catalogue reads of one address past ${CATALOGUE_LIMIT}, on whichever process they land`, async () => {
    const remoteAddress = '203.0.113.10';
    const answers: LightMyRequestResponse[] = [];
    for (let request = 0; request < CATALOGUE_LIMIT + 2; request++) {
      answers.push(
        await processFor(request).inject({ method: 'GET', url: '/api/categories', remoteAddress }),
      );
    }

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]?.json()).toEqual({ message: TOO_MANY_CATALOGUE_READS, errors: {} });
    // Each route counts apart, as in a single process; another address has its own count.
    const products = await otherProcess.inject({ method: 'GET', url: '/api/products?page=1', remoteAddress });
    expect(products.statusCode).toBe(200);
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      remoteAddress: '203.0.113.11',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it(`refuses a user's writes past ${WRITE_LIMIT} a minute, on whichever process they land`, async () => {
    const signedIn = await createSignedInUser(ctx.db);
    const statuses: number[] = [];
    for (let request = 0; request < WRITE_LIMIT + 2; request++) {
      const answer = await processFor(request).inject({
        method: 'POST',
        url: '/api/wishlist/delete-all',
        headers: { ...signedIn.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ user_id: signedIn.user.id }),
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json()).toEqual({ message: TOO_MANY_WRITES, errors: {} });
    }

    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('the shared store beside the plugin', () => {
  it('counts each limit made with createRateLimit apart, as the in-memory store does', async () => {
    const app = Fastify();
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(serverProcessLeases(new RateLimitWindows()).leases),
    });
    const sameKey = { max: 2, timeWindow: 60_000, keyGenerator: () => 'venue' };
    const writes = app.createRateLimit(sameKey);
    const exports = app.createRateLimit(sameKey);
    const remaining = (limit: Awaited<ReturnType<typeof writes>>) =>
      'remaining' in limit ? limit.remaining : -1;
    app.get('/writes', async (request) => remaining(await writes(request)));
    app.get('/exports', async (request) => remaining(await exports(request)));

    const left = [];
    for (const url of ['/writes', '/writes', '/exports']) left.push((await app.inject(url)).body);

    expect(left).toEqual(['1', '0', '1']);
    await app.close();
  });

  it('refuses options it does not count', async () => {
    const app = Fastify();
    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(serverProcessLeases(new RateLimitWindows()).leases),
    });

    expect(() => app.createRateLimit({ max: 2, ban: 3 })).toThrow(/fixed windows only/);
    await app.close();
  });
});
