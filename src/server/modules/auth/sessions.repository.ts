import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow, UsersTable } from '../../db/schema.ts';

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
  const [user] = await sessionUser(db, tokenHash, nowIso);
  return user;
}

/**
 * Every column of users, named: the session read is prepared, and a prepared `users.*` would fail
 * on every request once a migration added a column (until the process restarted).
 */
const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'password_hash',
  'role',
  'is_subscribed',
  'subscription_end_at',
  'pay_later',
  'pay_later_credit',
  'pay_later_credit_limit',
  'disabled_at',
  'seller_approval',
  'seller_approval_note',
  'accept_substitutes',
  'po_number_required',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof UsersTable)[];

// A column added to UsersTable and not to the list above fails to compile here.
type UnreadUserColumn = Exclude<keyof UsersTable, (typeof USER_COLUMNS)[number]>;
const everyUserColumnRead: UnreadUserColumn extends never ? true : UnreadUserColumn = true;
void everyUserColumnRead;

// Read by every signed-in request: compiled once and prepared once per PostgreSQL connection
// (decision 0209).
const sessionUser = compiledOnce((db: Db, tokenHash: string, nowIso: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', nowIso)
    // A disabled account's sessions end at once, even one that was live when it was disabled.
    .where('users.disabled_at', 'is', null),
);

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
