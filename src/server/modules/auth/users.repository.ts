import type { Db } from '../../db/database.ts';
import type { NewUser, UserRow } from '../../db/schema.ts';

/** Emails are stored lower-cased (the schemas lower-case them), so an exact match finds the person. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: updatedAt })
    .where('id', '=', userId)
    .execute();
}

/**
 * Whether a failed insert broke a unique constraint: PostgreSQL's SQLSTATE 23505, or
 * better-sqlite3's SQLITE_CONSTRAINT_UNIQUE (SQLITE_CONSTRAINT_PRIMARYKEY never applies here).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
