import type { Db } from '../../db/database.ts';

export type PasswordResetWithUser = {
  id: number;
  user_id: number;
  email: string;
  expires_at: string;
  used_at: string | null;
};

/** When the user last asked for a reset link, for the 60-second wait between requests. */
export async function lastResetRequestedAt(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

export async function deleteUserResets(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/**
 * Ends every reset link of the user not yet used: any password change does this, so a link mailed
 * before the change cannot set the password again. Used rows stay for the wait between requests.
 */
export async function endOpenResets(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertReset(
  db: Db,
  reset: { user_id: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ ...reset, used_at: null })
    .execute();
}

/** The reset a link's token belongs to, with the email of its user, whatever its state. */
export async function findResetByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<PasswordResetWithUser | undefined> {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.user_id',
      'users.email',
      'password_resets.expires_at',
      'password_resets.used_at',
    ])
    .where('password_resets.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the reset used only if it is still unused and live, in one statement, so of two requests
 * racing with the same link exactly one wins. True when this call used it.
 */
export async function useReset(db: Db, resetId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: nowIso })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
