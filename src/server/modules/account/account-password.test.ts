import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, TEST_PASSWORD } from '../../test/users.ts';
import { PROFILE_PASSWORD_LIMITS } from '../auth/auth-rate-limits.ts';
import { verifyPassword } from '../auth/password.ts';
import { INVALID_RESET_TOKEN } from '../auth/password-reset.service.ts';

// The profile's password change: its current-password check is guarded like login, and any change
// ends the reset links already mailed.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const { perAddress, perAccount } = PROFILE_PASSWORD_LIMITS;

function changePassword(
  signedIn: { user: { id: number }; headers: Record<string, string> },
  oldPassword: string,
  ip: string,
) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/user_profile/${signedIn.user.id}`,
    payload: {
      name: 'Pat Profile',
      phone: '020 7946 1234',
      old_password: oldPassword,
      new_password: 'taken over',
    },
    headers: signedIn.headers,
    remoteAddress: ip,
  });
}

const storedHash = async (id: number) =>
  (await ctx.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash;

describe('the current-password check on the profile', () => {
  it(`checks at most ${perAddress.max} of a burst of parallel guesses, even with the right one among them`, async () => {
    const signedIn = await createSignedInUser(ctx.db);
    const guesses = Array.from({ length: 100 }, (_, index) =>
      index === 60 ? TEST_PASSWORD : `guess ${index}`,
    );

    const answers = await Promise.all(
      guesses.map((guess) => changePassword(signedIn, guess, '203.0.113.30')),
    );

    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(perAddress.max);
    const refused = answers.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({ message: perAddress.message, errors: {} });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the guessing address but lets the owner change the password from another', async () => {
    const signedIn = await createSignedInUser(ctx.db);
    for (let attempt = 0; attempt < perAddress.max; attempt++) {
      expect((await changePassword(signedIn, `guess ${attempt}`, '203.0.113.31')).statusCode).toBe(422);
    }
    expect((await changePassword(signedIn, TEST_PASSWORD, '203.0.113.31')).statusCode).toBe(429);

    const owner = await changePassword(signedIn, TEST_PASSWORD, '198.51.100.31');

    expect(owner.statusCode).toBe(200);
    expect(await verifyPassword('taken over', await storedHash(signedIn.user.id))).toBe(true);
  });

  it(`has a ceiling of ${perAccount.max} wrong passwords an hour per account`, () => {
    expect(perAccount.max).toBeGreaterThan(perAddress.max);
    expect(perAccount.windowMs).toBeGreaterThan(perAddress.windowMs);
  });
});

describe('a password change on the profile', () => {
  it('ends every reset link already mailed', async () => {
    const signedIn = await createSignedInUser(ctx.db);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: signedIn.user.email },
      remoteAddress: '198.51.100.40',
    });
    expect(asked.statusCode).toBe(200);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('recipient', '=', signedIn.user.email)
      .executeTakeFirstOrThrow();
    const token = /\/reset-password\/([A-Za-z0-9_-]+)\?email=/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    expect((await changePassword(signedIn, TEST_PASSWORD, '198.51.100.41')).statusCode).toBe(200);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: signedIn.user.email,
        token,
        password: 'the attacker wins',
        password_confirmation: 'the attacker wins',
      },
      remoteAddress: '198.51.100.42',
    });

    expect(reset.statusCode).toBe(422);
    expect(reset.json().message).toBe(INVALID_RESET_TOKEN);
    expect(await verifyPassword('taken over', await storedHash(signedIn.user.id))).toBe(true);
  });

  it('leaves reset links alone when only the name and phone change', async () => {
    const signedIn = await createSignedInUser(ctx.db);
    await ctx.db
      .insertInto('password_resets')
      .values({
        user_id: signedIn.user.id,
        token_hash: `open-${signedIn.user.id}`,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        used_at: null,
      })
      .execute();

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user_profile/${signedIn.user.id}`,
      payload: { name: 'Only The Name', phone: '020 7946 1234' },
      headers: signedIn.headers,
    });

    expect(saved.statusCode).toBe(200);
    const open = await ctx.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', signedIn.user.id)
      .execute();
    expect(open).toHaveLength(1);
  });
});
