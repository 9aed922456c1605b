import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { SIGN_IN_REQUIRED } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createTestSession, createTestUser, TEST_PASSWORD } from '../../test/users.ts';
import { LOGGED_OUT } from './auth.service.ts';
import { getWithToken, nextIp, postJson } from './auth-test-helpers.ts';
import { newToken, SESSION_LIFETIME_MS } from './session-tokens.ts';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

const clock = fixedClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx.close());

/** A user with a session made at the app's current time. */
async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(ctx.db, overrides);
  const token = await createTestSession(ctx.db, user.id, clock.now());
  return { user, token };
}

function getUser(token?: string) {
  return getWithToken(ctx.app, '/api/user', token);
}

describe('GET /api/user', () => {
  it('answers the signed-in user, without the password hash and with booleans', async () => {
    const { user, token } = await signedIn({
      name: 'Petra Pay-Later',
      role: 'seller',
      is_subscribed: 1,
      subscription_end_at: '2027-01-31T00:00:00.000Z',
      pay_later: 1,
      pay_later_credit: 12_345,
      pay_later_credit_limit: 200_000,
    });

    const response = await getUser(token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Petra Pay-Later',
      email: user.email,
      phone: user.phone,
      role: 'seller',
      is_subscribed: true,
      subscription_end_at: '2027-01-31T00:00:00.000Z',
      pay_later: true,
      pay_later_credit: 12_345,
      pay_later_credit_limit: 200_000,
      pay_later_overdue: false,
      accept_substitutes: false,
      po_number_required: false,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await getUser();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SIGN_IN_REQUIRED, errors: {} });
  });

  it.each([
    ['a token nobody was given', `Bearer ${newToken().token}`, SESSION_ENDED],
    ['garbage', 'Bearer not-a-token', SESSION_ENDED],
    ['another scheme', 'Basic dXNlcjpwYXNz', SIGN_IN_REQUIRED],
    ['an empty bearer', 'Bearer ', SIGN_IN_REQUIRED],
    ['an over-long token', `Bearer ${'x'.repeat(500)}`, SIGN_IN_REQUIRED],
  ])('answers 401 for %s', async (_name, authorization, message) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization },
      remoteAddress: nextIp(),
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message, errors: {} });
  });

  it('answers 401 for the hash of a token: only the token itself signs in', async () => {
    const { user } = await signedIn();
    const [session] = await ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();

    expect((await getUser(session?.token_hash)).statusCode).toBe(401);
  });

  it('accepts a session until it is 30 days old, then answers 401', async () => {
    const start = clock.now();
    const { token } = await signedIn();
    try {
      clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS - 1000));
      expect((await getUser(token)).statusCode).toBe(200);

      clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS));
      const expired = await getUser(token);

      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: SESSION_ENDED, errors: {} });
    } finally {
      clock.set(start);
    }
  });

  it('answers 401 for an expired session stored in the database', async () => {
    const user = await createTestUser(ctx.db);
    const longAgo = new Date(clock.now().getTime() - SESSION_LIFETIME_MS - 60_000);
    const token = await createTestSession(ctx.db, user.id, longAgo);

    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('answers 401 once the account is gone', async () => {
    const { user, token } = await signedIn();
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();

    expect((await getUser(token)).statusCode).toBe(401);
  });
});

describe('GET /api/logout', () => {
  it('ends the session it was called with, and only that one', async () => {
    const { user, token } = await signedIn();
    const otherDevice = await createTestSession(ctx.db, user.id, clock.now());
    const someoneElse = await signedIn();

    const response = await getWithToken(ctx.app, '/api/logout', token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LOGGED_OUT });
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await getUser(otherDevice)).statusCode).toBe(200);
    expect((await getUser(someoneElse.token)).statusCode).toBe(200);
    expect(
      await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
  });

  it('answers 401 when called again with the revoked token', async () => {
    const { token } = await signedIn();
    await getWithToken(ctx.app, '/api/logout', token);

    const again = await getWithToken(ctx.app, '/api/logout', token);

    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: SESSION_ENDED, errors: {} });
  });

  it('answers 401 without a token and ends nothing', async () => {
    const { token } = await signedIn();

    const response = await getWithToken(ctx.app, '/api/logout');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: SIGN_IN_REQUIRED, errors: {} });
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('works end to end: log in, see the user, log out, be refused', async () => {
    const user = await createTestUser(ctx.db, { email: 'round.trip@venue.test' });

    const login = await postJson(ctx.app, '/api/login', { email: user.email, password: TEST_PASSWORD });
    const token: string = login.json().token;

    expect((await getUser(token)).json().id).toBe(user.id);
    expect((await getWithToken(ctx.app, '/api/logout', token)).statusCode).toBe(200);
    expect((await getUser(token)).statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('describes every account entry point under the auth tag', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();

    const routes = [
      ['/api/register', 'post'],
      ['/api/login', 'post'],
      ['/api/user', 'get'],
      ['/api/logout', 'get'],
      ['/api/forgot-password', 'post'],
      ['/api/reset-password', 'post'],
    ] as const;
    for (const [path, method] of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['auth']);
      expect(operation.summary).toEqual(expect.any(String));
    }
    expect(document.paths['/api/user'].get.security).toEqual([{ bearerAuth: [] }]);
    const register = document.paths['/api/register'].post;
    expect(Object.keys(register.responses).sort()).toEqual(['201', '422', '429']);
    const body = register.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['email', 'name', 'password', 'role']);
    expect(body.properties.role.enum).toEqual(['user', 'seller']);
  });
});
