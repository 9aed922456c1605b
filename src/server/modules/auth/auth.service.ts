import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { AuthResponse, LoginBody, RegisterBody } from '../../../domain/schemas/account.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ValidationError } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { newToken, SESSION_LIFETIME_MS } from './session-tokens.ts';
import { deleteExpiredSessions, deleteSession, insertSession } from './sessions.repository.ts';
import { loadUserView, toUser } from './user-view.ts';
import { findUserByEmail, insertUser } from './users.repository.ts';

export const ACCOUNT_CREATED = 'Your account has been created.';
export const EMAIL_TAKEN = 'The email has already been taken.';
export const LOGGED_IN = 'You are logged in.';
export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const LOGGED_OUT = 'You have been logged out.';
/** A disabled account (back office) keeps its data but cannot sign in. */
export const ACCOUNT_DISABLED =
  'This account has been disabled. Please contact us if you think this is a mistake.';

export type AuthDeps = { db: Db; clock: Clock };

/** Bodies as the routes hand them over: parsed, so the email is lower-cased and the role defaulted. */
export type RegisterInput = z.output<typeof RegisterBody>;
export type LoginInput = z.output<typeof LoginBody>;

function emailTaken(): ValidationError {
  return new ValidationError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made once per process: a login for an unknown email is checked
 * against it, so it costs the same scrypt time as a wrong password and the answer's timing does not
 * tell which emails have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** A new session for the user; `db` may be the transaction that also created the user. */
export async function startSession(db: Db, userId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(db, {
    user_id: userId,
    token_hash: hash,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  });
  return token;
}

/** Creates the account and signs it in. Sign-up never makes an admin: the schema allows user or seller. */
export async function register(deps: AuthDeps, input: RegisterInput): Promise<AuthResponse> {
  // The cheap check first, so a taken email costs no scrypt; the unique index decides any race.
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  try {
    const { user, token } = await deps.db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, {
        name: input.name,
        email: input.email,
        phone: null,
        password_hash: passwordHash,
        role: input.role,
        // A seller sells nothing until staff approve the account.
        seller_approval: input.role === 'seller' ? 'pending' : 'approved',
        is_subscribed: 0,
        subscription_end_at: null,
        pay_later: 0,
        pay_later_credit: 0,
        pay_later_credit_limit: 0,
        created_at: nowIso,
        updated_at: nowIso,
      });
      return { user: row, token: await startSession(trx, row.id, now) };
    });
    // A new account has no orders, so nothing overdue.
    return { token, user: toUser(user, false), message: ACCOUNT_CREATED };
  } catch (error) {
    // Two sign-ups with one email at once: the loser gets the same answer as a later one would.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export function isBadCredentials(error: unknown): boolean {
  return error instanceof ValidationError && error.message === BAD_CREDENTIALS;
}

/** Wrong password and unknown email give one answer, after the same amount of work. */
export async function login(deps: AuthDeps, input: LoginInput): Promise<AuthResponse> {
  const user: UserRow | undefined = await findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !matches) throw new ValidationError(BAD_CREDENTIALS, { password: [BAD_CREDENTIALS] });
  // Said only to someone who knows the password, so it tells a stranger nothing about the account.
  if (user.disabled_at !== null) throw new ValidationError(ACCOUNT_DISABLED, { email: [ACCOUNT_DISABLED] });
  const now = deps.clock.now();
  await deleteExpiredSessions(deps.db, user.id, now.toISOString());
  const token = await startSession(deps.db, user.id, now);
  return { token, user: await loadUserView(deps.db, user, now), message: LOGGED_IN };
}

/** Ends only the session that made the request; the user's other devices stay signed in. */
export async function logout(deps: AuthDeps, tokenHash: string): Promise<{ message: string }> {
  await deleteSession(deps.db, tokenHash);
  return { message: LOGGED_OUT };
}
