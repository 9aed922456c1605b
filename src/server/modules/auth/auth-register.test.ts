import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EMAIL, ROLE_REQUIRED, WEAK_PASSWORD } from '../../../domain/schemas/account.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';
import { ACCOUNT_CREATED, EMAIL_TAKEN } from './auth.service.ts';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.ts';
import { countRows, getWithToken, nextIp, postJson } from './auth-test-helpers.ts';
import { verifyPassword } from './password.ts';
import { insertUser } from './users.repository.ts';

let ctx: TestContext;
let signUps = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A valid sign-up with an email no other test uses. */
function signUp(overrides: Record<string, unknown> = {}) {
  signUps += 1;
  return {
    name: 'Rosa Rivers',
    email: `rosa${signUps}@venue.test`,
    password: 'correct horse battery',
    role: 'user',
    ...overrides,
  };
}

function register(payload: unknown, ip?: string) {
  return postJson(ctx.app, '/api/register', payload, ip ? { ip } : {});
}

async function usersWithEmail(email: string) {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email).execute();
}

describe('POST /api/register', () => {
  it('creates the account, signs it in and answers 201 with the token and user', async () => {
    const body = signUp({ name: '  Rosa Rivers  ', email: '  Rosa.Rivers@Venue.TEST ' });
    const response = await register(body);

    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      token: expect.any(String),
      message: ACCOUNT_CREATED,
      user: {
        id: expect.any(Number),
        name: 'Rosa Rivers',
        email: 'rosa.rivers@venue.test',
        phone: null,
        role: 'user',
        is_subscribed: false,
        subscription_end_at: null,
        pay_later: false,
        pay_later_credit: 0,
        pay_later_credit_limit: 0,
        pay_later_overdue: false,
        accept_substitutes: false,
        po_number_required: false,
      },
    });

    const [row] = await usersWithEmail('rosa.rivers@venue.test');
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(body.password as string);
    expect(await verifyPassword(body.password as string, row?.password_hash ?? '')).toBe(true);

    // The session is stored hashed, and the token signs the new user in.
    const sessions = await ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', answer.user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).not.toBe(answer.token);
    const me = await getWithToken(ctx.app, '/api/user', answer.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(answer.user);
  });

  it('makes a seller when asked and a user when no role is given', async () => {
    const seller = await register(signUp({ role: 'seller' }));
    const { role: _role, ...withoutRole } = signUp();
    const user = await register(withoutRole);

    expect(seller.statusCode).toBe(201);
    expect(seller.json().user.role).toBe('seller');
    expect(user.statusCode).toBe(201);
    expect(user.json().user.role).toBe('user');
  });

  it.each(['name', 'email', 'password'] as const)('refuses a sign-up without %s', async (field) => {
    const body = signUp();
    const { [field]: _left, ...rest } = body;
    const before = await countRows(ctx.db, 'users');

    const response = await register(rest);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This field is required.',
      errors: { [field]: ['This field is required.'] },
    });
    expect(await countRows(ctx.db, 'users')).toBe(before);
  });

  it.each([
    ['name', '   ', 'This field is required.'],
    ['name', null, 'This field is required.'],
    ['name', 42, 'Please enter text.'],
    ['email', 42, 'Please enter text.'],
    ['email', ['a@b.test'], 'Please give a single value.'],
    ['password', 12345678, 'Please enter text.'],
    ['password', { value: 'secret-secret' }, 'Please enter text.'],
    ['name', 'x'.repeat(121), 'Please keep this under 120 characters.'],
    ['email', `${'a'.repeat(250)}@x.test`, 'Please keep this under 254 characters.'],
    ['password', 'p'.repeat(201), 'Please keep this under 200 characters.'],
    ['email', 'not-an-email', INVALID_EMAIL],
    ['email', 'rosa@', INVALID_EMAIL],
    ['email', 'rosa@venue .test', INVALID_EMAIL],
    ['password', 'short', WEAK_PASSWORD],
    ['password', '1234567', WEAK_PASSWORD],
    ['role', 'admin', ROLE_REQUIRED],
    ['role', 'ADMIN', ROLE_REQUIRED],
    ['role', 'superuser', ROLE_REQUIRED],
    ['role', 1, ROLE_REQUIRED],
    ['role', null, ROLE_REQUIRED],
  ])('refuses %s = %j with %j and creates nothing', async (field, value, text) => {
    const body = signUp({ [field]: value });
    const before = { users: await countRows(ctx.db, 'users'), sessions: await countRows(ctx.db, 'sessions') };

    const response = await register(body);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: text, errors: { [field]: [text] } });
    expect({
      users: await countRows(ctx.db, 'users'),
      sessions: await countRows(ctx.db, 'sessions'),
    }).toEqual(before);
  });

  it('refuses fields a person may not set, such as credit or membership', async () => {
    const body = signUp({ pay_later_credit_limit: 200_000, is_subscribed: true });

    const response = await register(body);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      pay_later_credit_limit: ['This field is not allowed.'],
      is_subscribed: ['This field is not allowed.'],
    });
    expect(await usersWithEmail(body.email as string)).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of [[signUp()], 'text', 42]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses an email that is taken, whatever its case, and leaves the account alone', async () => {
    const existing = await createTestUser(ctx.db, { email: 'taken@venue.test', name: 'First Owner' });

    for (const email of ['taken@venue.test', 'Taken@Venue.TEST', ' TAKEN@venue.test ']) {
      const response = await register(signUp({ email, name: 'Second Comer', password: 'another password' }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });
    }
    expect(await usersWithEmail('taken@venue.test')).toEqual([existing]);
  });

  it('gives the loser of two simultaneous sign-ups with one email the same answer', async () => {
    const body = signUp({ email: 'race@venue.test' });

    const responses = await Promise.all([register(body), register({ ...body, email: 'RACE@venue.test' })]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((response) => response.statusCode === 422);
    expect(refused?.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });
    expect(await usersWithEmail('race@venue.test')).toHaveLength(1);
  });

  it("recognises the database's own unique-email refusal, which decides a race", async () => {
    const existing = await createTestUser(ctx.db, { email: 'unique@venue.test' });
    const { id: _id, ...copy } = existing;

    const failure = await insertUser(ctx.db, copy).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toBeDefined();
    expect(isUniqueViolation(failure)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });
});

describe('POST /api/register rate limits', () => {
  const perIp = AUTH_RATE_LIMITS.registerPerIp;
  const perEmail = AUTH_RATE_LIMITS.registerPerEmail;

  it(`answers 429 after ${perIp.max} attempts a minute from one address, refused ones included`, async () => {
    const ip = '192.0.2.30';
    for (let attempt = 0; attempt < perIp.max; attempt++) {
      expect((await register({ name: 'No Email' }, ip)).statusCode).toBe(422);
    }
    const body = signUp();

    const refused = await register(body, ip);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: perIp.message, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await usersWithEmail(body.email as string)).toEqual([]);
  });

  it(`answers 429 after ${perEmail.max} attempts a minute for one email, from any address`, async () => {
    await createTestUser(ctx.db, { email: 'probed@venue.test' });
    for (let attempt = 0; attempt < perEmail.max; attempt++) {
      const email = attempt % 2 ? 'PROBED@venue.test' : 'probed@venue.test';
      expect((await register(signUp({ email }))).statusCode).toBe(422);
    }

    const refused = await register(signUp({ email: 'Probed@Venue.test' }));

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: perEmail.message, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other emails are not held back.
    expect((await register(signUp())).statusCode).toBe(201);
  });
});
