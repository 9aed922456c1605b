import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EMAIL, PASSWORDS_DO_NOT_MATCH, WEAK_PASSWORD } from '../../../domain/schemas/account.ts';
import { fixedClock } from '../../clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createTestSession, createTestUser, TEST_PASSWORD } from '../../test/users.ts';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.ts';
import { countRows, getWithToken, postJson } from './auth-test-helpers.ts';
import {
  INVALID_RESET_TOKEN,
  PASSWORD_RESET,
  RESET_LINK_SENT,
  UNKNOWN_EMAIL,
  WAIT_BEFORE_RETRYING,
} from './password-reset.service.ts';
import { RESET_MAIL_SUBJECT } from './password-reset-mail.ts';
import { hashToken, newToken, RESET_LINK_LIFETIME_MS } from './session-tokens.ts';

const APP_URL = 'http://localhost:5173';
const NEW_PASSWORD = 'a brand new password';

const clock = fixedClock(new Date());
let ctx: TestContext;
let users = 0;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { APP_URL } });
});
afterAll(async () => ctx.close());

const invalidToken = { message: INVALID_RESET_TOKEN, errors: { email: [INVALID_RESET_TOKEN] } };

/** A user of the test's own, with the shared test password. */
async function person(overrides: Parameters<typeof createTestUser>[1] = {}) {
  users += 1;
  return createTestUser(ctx.db, { email: `reset${users}+shop@venue.test`, ...overrides });
}

function forgot(payload: unknown, ip?: string) {
  return postJson(ctx.app, '/api/forgot-password', payload, ip ? { ip } : {});
}

function reset(payload: unknown, ip?: string) {
  return postJson(ctx.app, '/api/reset-password', payload, ip ? { ip } : {});
}

function later(ms: number): void {
  clock.set(new Date(clock.now().getTime() + ms));
}

async function mailsTo(email: string) {
  return ctx.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
}

/** The token in the newest reset link mailed to `email`, read the way a person would: from the mail. */
async function tokenFromMail(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.text ?? '';
  const match = /\/reset-password\/([A-Za-z0-9_-]+)\?email=/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

async function passwordHashOf(userId: number): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

function login(email: string, password: string) {
  return postJson(ctx.app, '/api/login', { email, password });
}

function resetBody(email: string, token: string, overrides: Record<string, unknown> = {}) {
  return { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...overrides };
}

describe('POST /api/forgot-password', () => {
  it('stores a hashed, 60-minute reset and mails the link to the user', async () => {
    const user = await person({ name: 'Ivy <b>Inn</b>' });

    const response = await forgot({ email: user.email });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_LINK_SENT });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(RESET_MAIL_SUBJECT);
    const token = await tokenFromMail(user.email);
    const link = `${APP_URL}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
    expect(link).toContain('%2Bshop%40venue.test');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('60 minutes');
    expect(mail?.text).toContain('only once');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Ivy &lt;b&gt;Inn&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Inn');

    const now = clock.now();
    const resets = await ctx.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(resets).toEqual([
      expect.objectContaining({
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
        used_at: null,
      }),
    ]);
  });

  it('finds the account whatever the case of the email', async () => {
    const user = await person();

    const response = await forgot({ email: `  ${user.email.toUpperCase()}` });

    expect(response.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('says so when no account has the email, and mails nothing', async () => {
    const before = {
      mails: await countRows(ctx.db, 'mail_outbox'),
      resets: await countRows(ctx.db, 'password_resets'),
    };

    const response = await forgot({ email: 'nobody@venue.test' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: UNKNOWN_EMAIL, errors: { email: [UNKNOWN_EMAIL] } });
    expect({
      mails: await countRows(ctx.db, 'mail_outbox'),
      resets: await countRows(ctx.db, 'password_resets'),
    }).toEqual(before);
  });

  it.each([
    [{}, 'This field is required.'],
    [{ email: '' }, 'This field is required.'],
    [{ email: 42 }, 'Please enter text.'],
    [{ email: 'not-an-email' }, INVALID_EMAIL],
    [{ email: `${'a'.repeat(250)}@x.test` }, 'Please keep this under 254 characters.'],
  ])('refuses %j', async (payload, text) => {
    const response = await forgot(payload);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: text, errors: { email: [text] } });
  });

  it('asks to wait when a link was sent less than 60 s ago, then sends a new one that replaces it', async () => {
    const user = await person();
    await forgot({ email: user.email });
    const firstToken = await tokenFromMail(user.email);

    later(59_000);
    const tooSoon = await forgot({ email: user.email });

    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json()).toEqual({
      message: WAIT_BEFORE_RETRYING,
      errors: { email: [WAIT_BEFORE_RETRYING] },
    });
    expect(await mailsTo(user.email)).toHaveLength(1);

    later(1_000);
    const again = await forgot({ email: user.email });

    expect(again.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(2);
    const secondToken = await tokenFromMail(user.email);
    expect(secondToken).not.toBe(firstToken);
    // Only the newest link works.
    expect((await reset(resetBody(user.email, firstToken))).json()).toEqual(invalidToken);
    expect((await reset(resetBody(user.email, secondToken))).statusCode).toBe(200);
  });

  it('lets one person wait without holding back another', async () => {
    const first = await person();
    const second = await person();
    await forgot({ email: first.email });

    expect((await forgot({ email: second.email })).statusCode).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, uses the link and signs the user out everywhere', async () => {
    const user = await person();
    const phone = await createTestSession(ctx.db, user.id, clock.now());
    const laptop = await createTestSession(ctx.db, user.id, clock.now());
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);

    const response = await reset(resetBody(user.email, token));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET });
    expect((await getWithToken(ctx.app, '/api/user', phone)).statusCode).toBe(401);
    expect((await getWithToken(ctx.app, '/api/user', laptop)).statusCode).toBe(401);
    const [used] = await ctx.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(used?.used_at).toBe(clock.now().toISOString());

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every other open link of the user when one is used', async () => {
    const user = await person();
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);
    // A second live link, as one asked for by another process at the same moment would be.
    const { token: otherToken, hash: otherHash } = newToken();
    await ctx.db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: otherHash,
        created_at: clock.now().toISOString(),
        expires_at: new Date(clock.now().getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
        used_at: null,
      })
      .execute();
    expect((await reset(resetBody(user.email, token))).statusCode).toBe(200);

    const other = await reset(
      resetBody(user.email, otherToken, {
        password: 'third password',
        password_confirmation: 'third password',
      }),
    );

    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(invalidToken);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link that has been used, and leaves the password alone', async () => {
    const user = await person();
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);
    expect((await reset(resetBody(user.email, token))).statusCode).toBe(200);
    const hash = await passwordHashOf(user.id);

    const reused = await reset(
      resetBody(user.email, token, { password: 'third password', password_confirmation: 'third password' }),
    );

    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(invalidToken);
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await person();
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);

    const answers = await Promise.all([
      reset(resetBody(user.email, token)),
      reset(
        resetBody(user.email, token, {
          password: 'the other password',
          password_confirmation: 'the other password',
        }),
      ),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json()).toEqual(invalidToken);
  });

  it('refuses a link after 60 minutes', async () => {
    const user = await person();
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);
    const hash = await passwordHashOf(user.id);

    later(RESET_LINK_LIFETIME_MS);
    const response = await reset(resetBody(user.email, token));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(invalidToken);
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  it('accepts a link just before its 60 minutes are up', async () => {
    const user = await person();
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);

    later(RESET_LINK_LIFETIME_MS - 1000);

    expect((await reset(resetBody(user.email, `  ${token} `))).statusCode).toBe(200);
  });

  it("refuses a link with another person's email, and changes neither password", async () => {
    const owner = await person();
    const other = await person();
    await forgot({ email: owner.email });
    const token = await tokenFromMail(owner.email);
    const hashes = [await passwordHashOf(owner.id), await passwordHashOf(other.id)];

    for (const email of [other.email, 'nobody@venue.test']) {
      const response = await reset(resetBody(email, token));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidToken);
    }
    expect([await passwordHashOf(owner.id), await passwordHashOf(other.id)]).toEqual(hashes);
    // The link still works for its owner.
    expect((await reset(resetBody(owner.email.toUpperCase(), token))).statusCode).toBe(200);
  });

  it('refuses a token nobody was sent', async () => {
    const user = await person();

    const response = await reset(resetBody(user.email, 'made-up-token'));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(invalidToken);
  });

  it('refuses a mismatched confirmation or a weak password without using the link', async () => {
    const user = await person();
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);
    const hash = await passwordHashOf(user.id);

    const mismatch = await reset(resetBody(user.email, token, { password_confirmation: `${NEW_PASSWORD}.` }));
    const weak = await reset(
      resetBody(user.email, token, { password: 'short', password_confirmation: 'short' }),
    );

    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      message: PASSWORDS_DO_NOT_MATCH,
      errors: { password: [PASSWORDS_DO_NOT_MATCH] },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({ message: WEAK_PASSWORD, errors: { password: [WEAK_PASSWORD] } });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await reset(resetBody(user.email, token))).statusCode).toBe(200);
  });

  it.each(['email', 'token', 'password', 'password_confirmation'] as const)(
    'refuses a reset without %s',
    async (field) => {
      const { [field]: _left, ...rest } = resetBody('someone@venue.test', 'some-token');

      const response = await reset(rest);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'This field is required.',
        errors: { [field]: ['This field is required.'] },
      });
    },
  );

  it.each([null, {}])('refuses a body of %j with 422, not a server error', async (body) => {
    const response = await reset(body);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  });

  it.each([
    ['email', 'not-an-email', INVALID_EMAIL],
    ['token', 42, 'Please enter text.'],
    ['token', 't'.repeat(201), 'Please keep this under 200 characters.'],
    ['password', 'p'.repeat(201), 'Please keep this under 200 characters.'],
    ['password_confirmation', ['x'], 'Please give a single value.'],
  ])('refuses %s = %j', async (field, value, text) => {
    const response = await reset(resetBody('someone@venue.test', 'some-token', { [field]: value }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(text);
  });
});

describe('password reset rate limits', () => {
  it(`answers 429 after ${AUTH_RATE_LIMITS.forgotPasswordPerIp.max} link requests a minute from one address`, async () => {
    const limit = AUTH_RATE_LIMITS.forgotPasswordPerIp;
    const user = await person();
    const ip = '192.0.2.50';
    for (let attempt = 0; attempt < limit.max; attempt++) {
      expect((await forgot({ email: 'not-an-email' }, ip)).statusCode).toBe(422);
    }

    const refused = await forgot({ email: user.email }, ip);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: limit.message, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it(`answers 429 after ${AUTH_RATE_LIMITS.resetPasswordPerIp.max} reset attempts a minute from one address`, async () => {
    const limit = AUTH_RATE_LIMITS.resetPasswordPerIp;
    const user = await person();
    await forgot({ email: user.email });
    const token = await tokenFromMail(user.email);
    const hash = await passwordHashOf(user.id);
    const ip = '192.0.2.51';
    for (let attempt = 0; attempt < limit.max; attempt++) {
      const guess = await reset(resetBody(user.email, `guess-${attempt}`), ip);
      expect(guess.json()).toEqual(invalidToken);
    }

    const refused = await reset(resetBody(user.email, token), ip);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: limit.message, errors: {} });
    expect(await passwordHashOf(user.id)).toBe(hash);
  });
});
