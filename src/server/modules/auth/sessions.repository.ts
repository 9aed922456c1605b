import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';

export async function insertSession(
  db: Db,
  session: { user_id: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The user of a live session, or nothing when the token is unknown or expired or the account disabled. */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  nowIso: string,
): Promise<UserRow | undefined> {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', nowIso)
      // A disabled account's sessions end at once, even one that was live when it was disabled.
      .where('users.disabled_at', 'is', null)
      .executeTakeFirst()
  );
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Signs the user out everywhere, except (when given) the session making the change. */
export async function deleteUserSessions(db: Db, userId: number, keepTokenHash?: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$call((query) => (keepTokenHash ? query.where('token_hash', '!=', keepTokenHash) : query))
    .execute();
}

/** Housekeeping at sign-in: a user's sessions that have run out are of no use to anyone. */
export async function deleteExpiredSessions(db: Db, userId: number, nowIso: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', nowIso).execute();
}
