import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_UPDATED, WEAK_PASSWORD } from '../../../domain/schemas/account.ts';
import { fixedClock } from '../../clock.ts';
import { NOT_YOUR_ACCOUNT } from '../../plugins/authentication.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestSession, createTestUser, TEST_PASSWORD } from '../../test/users.ts';
import { verifyPassword } from '../auth/password.ts';
import { WRONG_CURRENT_PASSWORD } from './account.service.ts';

const clock = fixedClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

function putProfile(id: number | string, payload: unknown, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/user_profile/${id}`,
    payload: payload as object,
    headers,
  });
}

const storedUser = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Whether a bearer token still signs requests in (asked through a route that needs one). */
async function tokenWorks(token: string, userId: number): Promise<boolean> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/address?user_id=${userId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (![200, 401].includes(response.statusCode)) throw new Error(`unexpected ${response.statusCode}`);
  return response.statusCode === 200;
}

describe('PUT /api/user_profile/{id}', () => {
  it('saves the name and phone and answers the updated user', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    clock.set(new Date(clock.now().getTime() + 60_000));

    const response = await putProfile(
      user.id,
      { user_id: user.id, name: '  Ada King  ', phone: '+44 20 7946 0999' },
      headers,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: PROFILE_UPDATED,
      user: {
        id: user.id,
        name: 'Ada King',
        email: user.email,
        phone: '+44 20 7946 0999',
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
    const after = await storedUser(user.id);
    expect(after).toMatchObject({ name: 'Ada King', phone: '+44 20 7946 0999', email: user.email });
    expect(after.updated_at).toBe(clock.now().toISOString());
    expect(after.password_hash).toBe(user.password_hash);
  });

  it('treats empty password fields as no change', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);

    const response = await putProfile(
      user.id,
      { name: 'Ada', phone: '020 7946 0000', old_password: '', new_password: null },
      headers,
    );

    expect(response.statusCode).toBe(200);
    expect((await storedUser(user.id)).password_hash).toBe(user.password_hash);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { user, token, headers } = await createSignedInUser(ctx.db);
    const otherDevice = await createTestSession(ctx.db, user.id);
    const someoneElse = await createSignedInUser(ctx.db);

    const response = await putProfile(
      user.id,
      {
        name: user.name,
        phone: '020 7946 0000',
        old_password: TEST_PASSWORD,
        new_password: 'a much better secret',
      },
      headers,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PROFILE_UPDATED);
    const after = await storedUser(user.id);
    expect(await verifyPassword('a much better secret', after.password_hash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, after.password_hash)).toBe(false);
    expect(await tokenWorks(otherDevice, user.id)).toBe(false);
    expect(await tokenWorks(token, user.id)).toBe(true);
    expect(await tokenWorks(someoneElse.token, someoneElse.user.id)).toBe(true);
  });

  it('refuses a wrong current password and changes nothing, not even the name', async () => {
    const { user, token, headers } = await createSignedInUser(ctx.db);
    const otherDevice = await createTestSession(ctx.db, user.id);

    const response = await putProfile(
      user.id,
      {
        name: 'New Name',
        phone: '020 7946 1234',
        old_password: 'not my password',
        new_password: 'another secret',
      },
      headers,
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: WRONG_CURRENT_PASSWORD,
      errors: { password: [WRONG_CURRENT_PASSWORD] },
    });
    expect(await storedUser(user.id)).toEqual(user);
    expect(await tokenWorks(otherDevice, user.id)).toBe(true);
    expect(await tokenWorks(token, user.id)).toBe(true);
  });

  it('stops guessing the current password after five wrong tries', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const change = (oldPassword: string) =>
      putProfile(
        user.id,
        { name: 'Guesser', phone: '020 7946 1234', old_password: oldPassword, new_password: 'taken over' },
        headers,
      );
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(`guess ${attempt}`)).statusCode).toBe(422);
    }

    const refused = await change(TEST_PASSWORD);

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await verifyPassword(TEST_PASSWORD, (await storedUser(user.id)).password_hash)).toBe(true);
    // Name and phone alone still save.
    expect((await putProfile(user.id, { name: 'Guesser', phone: '020 7946 1234' }, headers)).statusCode).toBe(
      200,
    );
  });

  it('tells caches not to keep the answer', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const response = await putProfile(user.id, { name: 'Private', phone: '020 7946 1234' }, headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [{ old_password: TEST_PASSWORD }, 'Please enter both your current and your new password to change it.'],
    [
      { new_password: 'another secret' },
      'Please enter both your current and your new password to change it.',
    ],
    [{ old_password: TEST_PASSWORD, new_password: 'short' }, WEAK_PASSWORD],
  ])('refuses the password fields %j', async (passwords, text) => {
    const { user, headers } = await createSignedInUser(ctx.db);

    const response = await putProfile(
      user.id,
      { name: 'New Name', phone: '020 7946 1234', ...passwords },
      headers,
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [text] });
    expect(await storedUser(user.id)).toEqual(user);
  });

  it.each([
    ['name', undefined, 'This field is required.'],
    ['name', '   ', 'This field is required.'],
    ['name', 42, 'Please enter text.'],
    ['name', 'x'.repeat(121), 'Please keep this under 120 characters.'],
    ['phone', undefined, 'This field is required.'],
    ['phone', 2079460000, 'Please enter text.'],
    ['phone', 'call me', 'Please enter a valid phone number.'],
    ['phone', '0'.repeat(41), 'Please keep this under 40 characters.'],
    ['old_password', 12345678, 'Please enter text.'],
    ['new_password', 'x'.repeat(201), 'Please keep this under 200 characters.'],
    ['user_id', '1', null],
    ['email', 'new@example.test', 'This field is not allowed.'],
    ['role', 'admin', 'This field is not allowed.'],
  ])('refuses %s = %j and changes nothing', async (field, value, text) => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const body: Record<string, unknown> = {
      name: 'New Name',
      phone: '020 7946 1234',
      old_password: TEST_PASSWORD,
      new_password: 'another secret',
      [field]: value,
    };
    if (value === undefined) delete body[field];

    const response = await putProfile(user.id, body, headers);

    expect(response.statusCode).toBe(422);
    const errors: Record<string, string[]> = response.json().errors;
    expect(Object.keys(errors)).toContain(field);
    if (text) expect(errors[field]).toContain(text);
    expect(await storedUser(user.id)).toEqual(user);
  });

  it("refuses another user's id in the path with 403 and changes nobody", async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);

    const response = await putProfile(other.id, { name: 'Hijacked', phone: '020 7946 1234' }, headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_YOUR_ACCOUNT, errors: {} });
    expect(await storedUser(other.id)).toEqual(other);
    expect(await storedUser(user.id)).toEqual(user);
  });

  it('refuses a body user_id that differs from the path id with 403', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const other = await createTestUser(ctx.db);

    const response = await putProfile(
      user.id,
      { user_id: other.id, name: 'Hijacked', phone: '020 7946 1234' },
      headers,
    );

    expect(response.statusCode).toBe(403);
    expect(await storedUser(user.id)).toEqual(user);
    expect(await storedUser(other.id)).toEqual(other);
  });

  it.each(['abc', '1e3', '-1', '0', '1.5', '99999999999999999999', '999999999999999'])(
    'answers 4xx, never 5xx, for the id %j',
    async (id) => {
      const { user, headers } = await createSignedInUser(ctx.db);

      const response = await putProfile(id, { name: 'New Name', phone: '020 7946 1234' }, headers);

      expect([403, 422]).toContain(response.statusCode);
      expect(await storedUser(user.id)).toEqual(user);
    },
  );

  it('answers 401 without a token or with an unknown one, changing nothing', async () => {
    const user = await createTestUser(ctx.db);

    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer unknown-token' }];
    for (const headers of attempts) {
      const response = await putProfile(user.id, { name: 'Hijacked', phone: '020 7946 1234' }, headers);
      expect(response.statusCode).toBe(401);
    }
    expect(await storedUser(user.id)).toEqual(user);
  });
});
