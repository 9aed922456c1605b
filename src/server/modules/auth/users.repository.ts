import { type Db, isPostgres } from '../../db/database.ts';
import type { NewUser, UserRow } from '../../db/schema.ts';

/** Emails are stored lower-cased (the schemas lower-case them), so an exact match finds the person. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * The person with this email, their row locked on PostgreSQL until the transaction ends (SQLite
 * runs one write transaction at a time anyway, and has no FOR UPDATE).
 */
export function lockUserByEmail(trx: Db, email: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', email)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * The name and email of the account with this id, for a mail to its owner; undefined when there is
 * no account (an order kept after its account was deleted, a payment without one).
 */
export async function findAccountContact(
  db: Db,
  userId: number | null,
): Promise<{ name: string; email: string } | undefined> {
  if (userId === null) return undefined;
  return db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
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
