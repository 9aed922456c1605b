import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/users.ts';
import { AUTH_RATE_LIMITS, LOGIN_LIMITS } from './auth-rate-limits.ts';
import { postJson } from './auth-test-helpers.ts';

// The shop runs one server process per core, all on one database: a second app on the same
// database stands for the second process (and for the process after a restart).
const clock = fixedClock('2026-11-26T10:00:00.000Z');
let ctx: TestContext;
let otherDb: Db;
let otherProcess: FastifyInstance;
let users = 0;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  otherDb = createDb(ctx.config.DATABASE_URL);
  otherProcess = await buildApp({ config: ctx.config, db: otherDb, clock });
  await otherProcess.ready();
});
afterAll(async () => {
  await otherProcess.close();
  await otherDb.destroy();
  await ctx.close();
});

async function member() {
  users += 1;
  return createTestUser(ctx.db, { email: `shared${users}@venue.test`, name: `Sam Shared ${users}` });
}

const wrongPassword = (email: string) => ({ email, password: 'not-the-password-1' });

describe('failed sign-in counts shared by every server process', () => {
  it('refuses a guesser on the second process once the first has counted the limit', async () => {
    const { email } = await member();
    const ip = '10.9.0.1';
    for (let guess = 0; guess < LOGIN_LIMITS.perEmailAndAddress.max; guess++) {
      expect((await postJson(ctx.app, '/api/login', wrongPassword(email), { ip })).statusCode).toBe(422);
    }

    const refused = await postJson(otherProcess, '/api/login', { email, password: TEST_PASSWORD }, { ip });

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LOGIN_LIMITS.perEmailAndAddress.message);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
  });

  it('counts failed logins from one address across processes, half on each', async () => {
    const ip = '10.9.0.2';
    const { max } = LOGIN_LIMITS.perAddress;
    for (let guess = 0; guess < max; guess++) {
      const app = guess % 2 === 0 ? ctx.app : otherProcess;
      // Unknown accounts: only the per-address count applies.
      const answer = await postJson(app, '/api/login', wrongPassword(`nobody${guess}@venue.test`), { ip });
      expect(answer.statusCode).toBe(422);
    }

    const refused = await postJson(otherProcess, '/api/login', wrongPassword('nobody@venue.test'), { ip });

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LOGIN_LIMITS.perAddress.message);
  });

  it('lets a burst of parallel guesses over both processes check at most the limit', async () => {
    const { email } = await member();
    const ip = '10.9.0.3';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, guess) =>
        postJson(guess % 2 === 0 ? ctx.app : otherProcess, '/api/login', wrongPassword(email), { ip }),
      ),
    );

    const checked = answers.filter((answer) => answer.statusCode === 422).length;
    expect(checked).toBe(LOGIN_LIMITS.perEmailAndAddress.max);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(12 - checked);
  });

  it('keeps counting after a restart, and forgets once the window has ended', async () => {
    const { email } = await member();
    const ip = '10.9.0.4';
    for (let guess = 0; guess < LOGIN_LIMITS.perEmailAndAddress.max; guess++) {
      await postJson(ctx.app, '/api/login', wrongPassword(email), { ip });
    }
    const restartedDb = createDb(ctx.config.DATABASE_URL);
    const restarted = await buildApp({ config: ctx.config, db: restartedDb, clock });
    try {
      await restarted.ready();
      const signIn = () => postJson(restarted, '/api/login', { email, password: TEST_PASSWORD }, { ip });
      expect((await signIn()).statusCode).toBe(429);

      clock.set(new Date(clock.now().getTime() + LOGIN_LIMITS.perEmailAndAddress.windowMs));

      expect((await signIn()).statusCode).toBe(200);
    } finally {
      await restarted.close();
      await restartedDb.destroy();
    }
  });
});

describe('request limits of the account entry points, shared by every server process', () => {
  it('refuses password-reset link requests from one address over the limit, whichever process counted them', async () => {
    const ip = '10.9.0.6';
    const { max, message } = AUTH_RATE_LIMITS.forgotPasswordPerIp;
    const { email } = await member();
    for (let request = 0; request < max; request++) {
      const app = request % 2 === 0 ? ctx.app : otherProcess;
      // Refused requests count too.
      const answer = await postJson(app, '/api/forgot-password', { email: 'not-an-email' }, { ip });
      expect(answer.statusCode).toBe(422);
    }

    const refused = await postJson(ctx.app, '/api/forgot-password', { email }, { ip });

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBe(60);
  });
});

describe('what the counters keep', () => {
  it('stores neither the email nor the client address, only their hashes', async () => {
    const { email } = await member();
    await postJson(ctx.app, '/api/login', wrongPassword(email), { ip: '10.9.0.5' });

    const rows = await ctx.db.selectFrom('attempt_windows').selectAll().execute();

    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(email);
    expect(stored).not.toContain('10.9.0.5');
  });
});
