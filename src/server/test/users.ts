import type { Db } from '../db/database.ts';
import type { NewUser, UserRow } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { startSession } from '../modules/auth/auth.service.ts';
import { hashPassword } from '../modules/auth/password.ts';

let created = 0;
let cachedHash: string | undefined;

/** The password of every test user unless a test gives its own. */
export const TEST_PASSWORD = DEMO_PASSWORD;

/** A user of the test's own; the password is TEST_PASSWORD unless `password` is given. */
export async function createTestUser(
  db: Db,
  overrides: Partial<Omit<NewUser, 'password_hash'>> & { password?: string } = {},
): Promise<UserRow> {
  // Taken before the first await, so users made side by side never share a name or email.
  created += 1;
  const serial = created;
  const { password, ...fields } = overrides;
  // scrypt is slow on purpose; one hash serves every user with the shared test password.
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  const passwordHash = password === undefined ? cachedHash : await hashPassword(password);
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      name: `Test User ${serial}`,
      email: `user${serial}-${Date.now()}@example.test`,
      phone: '020 7946 0000',
      role: 'user',
      is_subscribed: 0,
      subscription_end_at: null,
      pay_later: 0,
      pay_later_credit: 0,
      pay_later_credit_limit: 0,
      created_at: now,
      updated_at: now,
      ...fields,
      password_hash: passwordHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A live session for the user, as logging in would make; returns its bearer token. */
export function createTestSession(db: Db, userId: number, now = new Date()): Promise<string> {
  return startSession(db, userId, now);
}

/** A user and a bearer header that signs requests in as them. */
export async function createSignedInUser(
  db: Db,
  overrides: Parameters<typeof createTestUser>[1] = {},
): Promise<{ user: UserRow; token: string; headers: { authorization: string } }> {
  const user = await createTestUser(db, overrides);
  const token = await createTestSession(db, user.id);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
