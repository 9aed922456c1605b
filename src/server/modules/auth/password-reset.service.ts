import type { z } from 'zod';
import type { ForgotPasswordBody, ResetPasswordBody } from '../../../domain/schemas/account.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashPassword } from './password.ts';
import { passwordResetMail, resetLink } from './password-reset-mail.ts';
import {
  deleteUserResets,
  endOpenResets,
  findResetByTokenHash,
  insertReset,
  lastResetRequestedAt,
  useReset,
} from './password-resets.repository.ts';
import { hashToken, newToken, RESET_LINK_LIFETIME_MS } from './session-tokens.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { lockUserByEmail, setPasswordHash } from './users.repository.ts';

export const RESET_LINK_SENT = 'We have emailed your password reset link!';
export const UNKNOWN_EMAIL = "We can't find a user with that email address.";
export const WAIT_BEFORE_RETRYING = 'Please wait before retrying.';
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';
export const PASSWORD_RESET = 'Your password has been reset!';

/** A person may ask for a new link once a minute, so the form cannot be used to flood an inbox. */
export const RESET_REQUEST_INTERVAL_MS = 60 * 1000;

export type PasswordResetDeps = { db: Db; clock: Clock; mailer: Mailer; appUrl: string };
export type ForgotPasswordInput = z.output<typeof ForgotPasswordBody>;
export type ResetPasswordInput = z.output<typeof ResetPasswordBody>;

function emailError(message: string): ValidationError {
  return new ValidationError(message, { email: [message] });
}

/**
 * Stores a new reset and queues its mail in one transaction, then sends it after the commit.
 * Only the newest link works: a new request deletes the user's earlier resets, used or not, so
 * a link in an old mail cannot be used once a newer one has been asked for.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  input: ForgotPasswordInput,
): Promise<void> {
  const now = deps.clock.now();
  const { token, hash } = newToken();
  const pending = await deps.db.transaction().execute(async (trx) => {
    // The user's row is locked, so two requests at once cannot both pass the wait check.
    const user = await lockUserByEmail(trx, input.email);
    if (!user) throw emailError(UNKNOWN_EMAIL);
    const last = await lastResetRequestedAt(trx, user.id);
    if (last && now.getTime() - new Date(last).getTime() < RESET_REQUEST_INTERVAL_MS) {
      throw emailError(WAIT_BEFORE_RETRYING);
    }
    await deleteUserResets(trx, user.id);
    await insertReset(trx, {
      user_id: user.id,
      token_hash: hash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
    });
    return deps.mailer.store(trx, passwordResetMail(user, resetLink(deps.appUrl, token, user.email)));
  });
  await deps.mailer.deliver(pending);
}

/**
 * Sets the new password from a live, unused link whose user has the given email; uses the link, ends
 * any other open link and signs the user out everywhere in the same transaction. Every reason a link does not work gets the
 * same answer, so the form does not tell which emails or tokens exist.
 */
export async function resetPassword(deps: PasswordResetDeps, input: ResetPasswordInput): Promise<void> {
  const nowIso = deps.clock.now().toISOString();
  const reset = await findResetByTokenHash(deps.db, hashToken(input.token));
  const usable =
    reset !== undefined && reset.used_at === null && reset.expires_at > nowIso && reset.email === input.email;
  if (!usable) throw emailError(INVALID_RESET_TOKEN);
  // Hashed before the transaction: scrypt's ~80 ms would otherwise hold a write lock.
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    // Checked again as one conditional update: of two requests with the same link only one wins.
    if (!(await useReset(trx, reset.id, nowIso))) throw emailError(INVALID_RESET_TOKEN);
    await setPasswordHash(trx, reset.user_id, passwordHash, nowIso);
    await endOpenResets(trx, reset.user_id);
    await deleteUserSessions(trx, reset.user_id);
  });
}
