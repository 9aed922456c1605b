import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { SERVER_BUSY_MESSAGE } from '../errors.ts';
import { createTestDatabase } from '../test/test-app.ts';

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

let cleanUp: () => Promise<void> = async () => {};
afterEach(async () => cleanUp());

/** The shop with MAX_REQUESTS_IN_FLIGHT=`limit` (and `env`) and a route held until the test lets it go. */
async function shopWithHeldRoute(
  limit: string,
  env: Record<string, string> = {},
): Promise<{
  app: FastifyInstance;
  db: Db;
  held: { started: Promise<void>; release: () => void };
  /** How many requests to /test/sleep/:ms have begun their wait. */
  sleepsBegun: () => number;
}> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    MAX_REQUESTS_IN_FLIGHT: limit,
    USER_WRITE_RATE_LIMIT: '0',
    MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: '0',
    ...env,
  });
  const db = createDb(config.DATABASE_URL);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const started = gate();
  const release = gate();
  // A slow page: it has started, and holds its place until released.
  app.get('/test/slow', async () => {
    started.open();
    await release.opened;
    return { ok: true };
  });
  // A page whose work holds the event loop `ms`, as a SQLite query does.
  app.get<{ Params: { ms: string } }>('/test/busy/:ms', async (request) => {
    const until = performance.now() + Number(request.params.ms);
    while (performance.now() < until) {
      // busy
    }
    return { ok: true };
  });
  // A page that takes `ms` to answer.
  let sleepsBegun = 0;
  app.get<{ Params: { ms: string } }>('/test/sleep/:ms', async (request) => {
    sleepsBegun += 1;
    await new Promise((resolve) => setTimeout(resolve, Number(request.params.ms)));
    return { ok: true };
  });
  await app.ready();
  cleanUp = async () => {
    release.open();
    await app.close();
    await db.destroy();
    await database.drop();
  };
  return {
    app,
    db,
    held: { started: started.opened, release: release.open },
    sleepsBegun: () => sleepsBegun,
  };
}

const newCustomer = {
  name: 'Busy Buyer',
  email: 'busy@example.test',
  password: 'busy-password-123',
  role: 'user',
};

describe('the in-flight limit (MAX_REQUESTS_IN_FLIGHT)', () => {
  it('answers 503 with Retry-After past the limit, changes nothing, and takes requests again once one finishes', async () => {
    const { app, db, held } = await shopWithHeldRoute('1');
    const slow = app.inject({ method: 'GET', url: '/test/slow' });
    await held.started;

    const refused = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: SERVER_BUSY_MESSAGE, errors: {} });

    const signUp = await app.inject({ method: 'POST', url: '/api/register', payload: newCustomer });
    expect(signUp.statusCode).toBe(503);
    const users = await db.selectFrom('users').select('id').where('email', '=', newCustomer.email).execute();
    expect(users).toEqual([]);

    // A full process is alive and says so; readiness is about its database, not its load.
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }

    held.release();
    expect((await slow).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/register', payload: newCustomer })).statusCode,
    ).toBe(201);
  });

  it('asks for a wait drawn from 1 to BUSY_RETRY_AFTER_MAX_SECONDS, so a crowd refused together returns spread', async () => {
    const { app, held } = await shopWithHeldRoute('1', { BUSY_RETRY_AFTER_MAX_SECONDS: '3' });
    const slow = app.inject({ method: 'GET', url: '/test/slow' });
    await held.started;

    const waits = new Set<string>();
    for (let request = 0; request < 40; request++) {
      const refused = await app.inject({ method: 'GET', url: '/api/categories' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: SERVER_BUSY_MESSAGE, errors: {} });
      waits.add(String(refused.headers['retry-after']));
    }
    // Each of the three waits is drawn with a chance of a third: all three come up in 40 refusals
    // (missing one: 3 x (2/3)^40, about one run in 3 million).
    expect([...waits].sort()).toEqual(['1', '2', '3']);

    held.release();
    expect((await slow).statusCode).toBe(200);
  });

  it('counts failed and refused requests out again, so the limit never leaks', async () => {
    const { app, held } = await shopWithHeldRoute('2');
    const slow = app.inject({ method: 'GET', url: '/test/slow' });
    await held.started;
    // One place left: were any of these kept counted, the next request would be refused.
    const failing = [
      { method: 'GET', url: '/api/no-such-route' },
      { method: 'POST', url: '/api/register', payload: { email: 'not an address' } },
      { method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'GET', url: '/api/products/%E0%A4%A' },
    ] as const;
    for (let round = 0; round < 3; round++) {
      for (const request of failing) {
        expect((await app.inject(request)).statusCode).not.toBe(503);
      }
      const both = await Promise.all([
        app.inject({ method: 'GET', url: '/api/categories' }),
        app.inject({ method: 'GET', url: '/api/categories' }),
      ]);
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 503]);
    }
    held.release();
    await slow;
  });

  it('refuses nothing when the limit is 0', async () => {
    const { app, held } = await shopWithHeldRoute('0');
    const slow = app.inject({ method: 'GET', url: '/test/slow' });
    await held.started;
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    held.release();
    await slow;
  });
});

describe('the adaptive in-flight limit (LATENCY_TARGET_MS)', () => {
  /**
   * Four slow answers from a process with eight places (busy: half of them taken), then seven
   * requests at once: what the seventh gets.
   */
  async function seventhAfterSlowAnswers(latencyTargetMs: string): Promise<number> {
    const { app, sleepsBegun } = await shopWithHeldRoute('8', { LATENCY_TARGET_MS: latencyTargetMs });
    const slow = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/test/sleep/120' })),
    );
    expect(slow.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const six = Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/test/sleep/300' }));
    while (sleepsBegun() < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    const seventh = await app.inject({ method: 'GET', url: '/api/categories' });
    expect((await Promise.all(six)).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    return seventh.statusCode;
  }

  it('takes fewer requests at once after slow answers from a busy process (a quarter fewer: 6 of 8)', async () => {
    expect(await seventhAfterSlowAnswers('50')).toBe(503);
  });

  it('keeps MAX_REQUESTS_IN_FLIGHT as it is when the target is 0', async () => {
    expect(await seventhAfterSlowAnswers('0')).toBe(200);
  });
});

/** Holds the event loop for `ms`, then lets its timers run once. */
async function holdEventLoop(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the event-loop delay limit (MAX_EVENT_LOOP_DELAY_MS)', () => {
  it('answers 503 with Retry-After while the event loop runs late, and serves again once it keeps time', async () => {
    const { app } = await shopWithHeldRoute('0', { MAX_EVENT_LOOP_DELAY_MS: '150' });
    // Start-up's long turns pass first: a request read in one of them has waited as long.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);

    // Work that keeps holding the event loop (on SQLite, queries run on it): requests meanwhile
    // wait unread. One late tick alone refuses nothing once it has ended; the loop must keep
    // running late.
    await holdEventLoop(400);
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    for (let tick = 0; tick < 3; tick++) await holdEventLoop(200);
    // Files (the page shell, scripts, styles) are still sent: a refused one is a blank page.
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    // The sitemap reads the whole catalogue: it waits like the API.
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(503);
    const refused = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: SERVER_BUSY_MESSAGE, errors: {} });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    // Once the loop keeps time again (a loaded test machine may take a few samples).
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await app.inject({ method: 'GET', url: '/api/categories' })).statusCode;
    }
    expect(status).toBe(200);
  });

  it('refuses the API requests read in a turn of the event loop that has already run past the limit', async () => {
    const { app } = await shopWithHeldRoute('0', { MAX_EVENT_LOOP_DELAY_MS: '150' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the samples of start-up pass
    // One long turn, as on SQLite when a turn answers request after request: those read late in it
    // have waited unread the whole turn. No sample has seen it yet (it has not ended).
    const until = performance.now() + 300;
    while (performance.now() < until) {
      // busy
    }
    const api = app.inject({ method: 'GET', url: '/api/categories' });
    const file = app.inject({ method: 'GET', url: '/robots.txt' });
    expect((await api).statusCode).toBe(503);
    expect((await file).statusCode).toBe(200);

    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await app.inject({ method: 'GET', url: '/api/categories' })).statusCode;
    }
    expect(status).toBe(200);
  });

  it('refuses the API requests read in the turn right after a long one: they may have waited through it', async () => {
    const { app } = await shopWithHeldRoute('0', { MAX_EVENT_LOOP_DELAY_MS: '150' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the samples of start-up pass
    // A turn that reads request after request for 200 ms, as a SQLite process under overload does;
    // the next turn follows at once. Its timers have run (one late sample, not enough to refuse) and
    // it has only just begun, but a request read now may have arrived just after the long turn began.
    for (let request = 0; request < 5; request++) {
      expect((await app.inject({ method: 'GET', url: '/test/busy/50' })).statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    const api = app.inject({ method: 'GET', url: '/api/categories' });
    const file = app.inject({ method: 'GET', url: '/robots.txt' });
    expect((await api).statusCode).toBe(503);
    expect((await file).statusCode).toBe(200);

    // After a pause the loop has waited for input: what it reads arrived since.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});
