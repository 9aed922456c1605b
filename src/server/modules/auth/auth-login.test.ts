import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createTestSession, createTestUser, TEST_PASSWORD } from '../../test/users.ts';
import { BAD_CREDENTIALS, LOGGED_IN } from './auth.service.ts';
import { LOGIN_LIMITS } from './auth-rate-limits.ts';
import { countRows, getWithToken, postJson } from './auth-test-helpers.ts';
import { hashToken, SESSION_LIFETIME_MS } from './session-tokens.ts';

const clock = fixedClock(new Date());
let ctx: TestContext;
let users = 0;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx.close());

const badCredentials = { message: BAD_CREDENTIALS, errors: { password: [BAD_CREDENTIALS] } };

function login(payload: unknown, ip?: string) {
  return postJson(ctx.app, '/api/login', payload, ip ? { ip } : {});
}

/** A user of the test's own, with the shared test password. */
async function member() {
  users += 1;
  return createTestUser(ctx.db, { email: `login${users}@venue.test`, name: `Lou Login ${users}` });
}

async function sessionsOf(userId: number) {
  return ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
}

describe('POST /api/login', () => {
  it('answers a token and the user, and stores a 30-day session under the token hash', async () => {
    const user = await member();

    const response = await login({ email: user.email, password: TEST_PASSWORD });

    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      token: expect.any(String),
      message: LOGGED_IN,
      user: expect.objectContaining({ id: user.id, email: user.email, name: user.name, role: 'user' }),
    });
    expect(answer.user).not.toHaveProperty('password_hash');
    expect(response.headers['cache-control']).toBe('no-store');
    const now = clock.now();
    expect(await sessionsOf(user.id)).toEqual([
      expect.objectContaining({
        token_hash: hashToken(answer.token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      }),
    ]);
    expect((await getWithToken(ctx.app, '/api/user', answer.token)).json()).toEqual(answer.user);
  });

  it('finds the account whatever the case or spacing of the email', async () => {
    const user = await member();

    const response = await login({ email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it('signs in on a second device without ending the first session', async () => {
    const user = await member();
    const first = (await login({ email: user.email, password: TEST_PASSWORD })).json().token;

    const second = (await login({ email: user.email, password: TEST_PASSWORD })).json().token;

    expect(second).not.toBe(first);
    expect((await getWithToken(ctx.app, '/api/user', first)).statusCode).toBe(200);
    expect((await getWithToken(ctx.app, '/api/user', second)).statusCode).toBe(200);
  });

  it('clears the user’s expired sessions when they sign in', async () => {
    const user = await member();
    const monthAgo = new Date(clock.now().getTime() - SESSION_LIFETIME_MS - 1000);
    await createTestSession(ctx.db, user.id, monthAgo);

    await login({ email: user.email, password: TEST_PASSWORD });

    const sessions = await sessionsOf(user.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.created_at).toBe(clock.now().toISOString());
  });

  it('gives a wrong password and an unknown email the same answer, and no session', async () => {
    const user = await member();
    const sessionsBefore = await countRows(ctx.db, 'sessions');

    const wrongPassword = await login({ email: user.email, password: `${TEST_PASSWORD}!` });
    const unknownEmail = await login({ email: 'nobody@venue.test', password: TEST_PASSWORD });
    const wrongCase = await login({ email: user.email, password: TEST_PASSWORD.toUpperCase() });

    for (const response of [wrongPassword, unknownEmail, wrongCase]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(badCredentials);
    }
    expect(await countRows(ctx.db, 'sessions')).toBe(sessionsBefore);
  });

  it('does not trim the password: spaces are part of it', async () => {
    const user = await member();

    const response = await login({ email: user.email, password: ` ${TEST_PASSWORD} ` });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(badCredentials);
  });

  it.each([
    ['email', undefined, 'This field is required.'],
    ['password', undefined, 'This field is required.'],
    ['email', '   ', 'This field is required.'],
    ['password', '', 'This field is required.'],
    ['email', 42, 'Please enter text.'],
    ['password', 12345678, 'Please enter text.'],
    ['password', ['password123'], 'Please give a single value.'],
    ['email', `${'a'.repeat(250)}@x.test`, 'Please keep this under 254 characters.'],
    ['password', 'p'.repeat(201), 'Please keep this under 200 characters.'],
  ])('refuses %s = %j with %j', async (field, value, text) => {
    const body: Record<string, unknown> = {
      email: 'someone@venue.test',
      password: TEST_PASSWORD,
      [field]: value,
    };
    if (value === undefined) delete body[field];

    const response = await login(body);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: text, errors: { [field]: [text] } });
  });

  it('refuses fields it does not know', async () => {
    const user = await member();

    const response = await login({ email: user.email, password: TEST_PASSWORD, remember: true });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ remember: ['This field is not allowed.'] });
    expect(await sessionsOf(user.id)).toEqual([]);
  });
});

describe('POST /api/login limits', () => {
  const perAddress = LOGIN_LIMITS.perAddress;
  const perPair = LOGIN_LIMITS.perEmailAndAddress;
  const perEmail = LOGIN_LIMITS.perEmail;

  it(`answers 429 after ${perAddress.max} failed logins a minute from one address, even with the right password`, async () => {
    const user = await member();
    const ip = '192.0.2.40';
    for (let attempt = 0; attempt < perAddress.max; attempt++) {
      expect((await login({ email: user.email }, ip)).statusCode).toBe(422);
    }

    const refused = await login({ email: user.email, password: TEST_PASSWORD }, ip);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: perAddress.message, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('lets the staff of one venue behind one address sign in as often as they need', async () => {
    const ip = '192.0.2.41';
    const staff = [await member(), await member(), await member()];
    for (let round = 0; round < 2 * perAddress.max; round++) {
      const person = staff[round % staff.length];
      const response = await login({ email: person?.email, password: TEST_PASSWORD }, ip);
      expect(response.statusCode).toBe(200);
    }
  });

  it('never locks the owner out with their own successful logins', async () => {
    const user = await member();
    for (let attempt = 0; attempt < perPair.max + 1; attempt++) {
      expect((await login({ email: user.email, password: TEST_PASSWORD }, '192.0.2.60')).statusCode).toBe(
        200,
      );
    }
  });

  it(`refuses an address after ${perPair.max} wrong passwords for one email, but not the owner elsewhere`, async () => {
    const user = await member();
    const other = await member();
    const attacker = '203.0.113.7';
    for (let attempt = 0; attempt < perPair.max; attempt++) {
      const email = attempt % 2 ? user.email.toUpperCase() : user.email;
      expect((await login({ email, password: `guess ${attempt}` }, attacker)).statusCode).toBe(422);
    }

    const refused = await login({ email: user.email, password: TEST_PASSWORD }, attacker);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: perPair.message, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // The owner, from an address that has not been guessing, still gets in...
    expect((await login({ email: user.email, password: TEST_PASSWORD }, '198.51.100.20')).statusCode).toBe(
      200,
    );
    // ...and the guessing address may still sign in to another account.
    expect((await login({ email: other.email, password: TEST_PASSWORD }, attacker)).statusCode).toBe(200);
  });

  it('checks at most a handful of a burst of parallel guesses, and the owner still gets in', async () => {
    const user = await member();
    const attacker = '203.0.113.8';
    const guesses = Array.from({ length: 100 }, (_, index) =>
      index === 50 ? TEST_PASSWORD : `parallel guess ${index}`,
    );

    const answers = await Promise.all(
      guesses.map((password) => login({ email: user.email, password }, attacker)),
    );

    const statuses = answers.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status !== 429);
    // Each answer that is not a 429 cost one password check; the per-address limit would allow 10.
    expect(checked.length).toBeLessThanOrEqual(perPair.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked.length);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, '198.51.100.21')).statusCode).toBe(
      200,
    );
  });

  // The price of a ceiling per email: guesses from enough addresses do keep the owner out for an hour.
  it(`checks at most ${perEmail.max} of a burst of guesses from a hundred addresses, then refuses every address`, async () => {
    const user = await member();

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        login({ email: user.email, password: `spread guess ${index}` }, `203.0.115.${index + 1}`),
      ),
    );

    const checked = answers.filter((response) => response.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(perEmail.max);
    expect(checked.every((response) => response.statusCode === 422)).toBe(true);

    const refused = await login({ email: user.email, password: TEST_PASSWORD }, '198.51.100.22');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: perEmail.message, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });
});
