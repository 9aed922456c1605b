import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type AttemptWindowKey = { counter: string; key: string };
export type AttemptWindow = { count: number; window_ends_at: string };

/**
 * Counts one attempt in one statement, so parallel requests (in any process) cannot all get past
 * the limit: a key without a window, or whose window has ended, starts a new one at 1; otherwise the
 * count goes up only while it is under `max`. True when the attempt was counted.
 */
export async function takeAttempt(
  db: Db,
  { counter, key }: AttemptWindowKey,
  { max, nowIso, newWindowEndsAt }: { max: number; nowIso: string; newWindowEndsAt: string },
): Promise<boolean> {
  const ended = sql<boolean>`attempt_windows.window_ends_at <= ${nowIso}`;
  const taken = await db
    .insertInto('attempt_windows')
    .values({ counter, key, count: 1, window_ends_at: newWindowEndsAt })
    .onConflict((conflict) =>
      conflict
        .columns(['counter', 'key'])
        .doUpdateSet({
          count: sql<number>`case when ${ended} then 1 else attempt_windows.count + 1 end`,
          window_ends_at: sql<string>`case when ${ended} then excluded.window_ends_at else attempt_windows.window_ends_at end`,
        })
        .where(sql<boolean>`${ended} or attempt_windows.count < ${max}`),
    )
    .returning('count')
    .executeTakeFirst();
  return taken !== undefined;
}

/** The key's window while it lasts. */
export async function findOpenWindow(
  db: Db,
  { counter, key }: AttemptWindowKey,
  nowIso: string,
): Promise<AttemptWindow | undefined> {
  return db
    .selectFrom('attempt_windows')
    .select(['count', 'window_ends_at'])
    .where('counter', '=', counter)
    .where('key', '=', key)
    .where('window_ends_at', '>', nowIso)
    .executeTakeFirst();
}

/** Takes one attempt off the key's open window (a zero count is harmless until it ends). */
export async function giveBackAttempt(
  db: Db,
  { counter, key }: AttemptWindowKey,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('attempt_windows')
    .set({ count: sql<number>`count - 1` })
    .where('counter', '=', counter)
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('window_ends_at', '>', nowIso)
    .execute();
}

export async function deleteAttemptWindow(db: Db, { counter, key }: AttemptWindowKey): Promise<void> {
  await db.deleteFrom('attempt_windows').where('counter', '=', counter).where('key', '=', key).execute();
}

/** Windows that have ended count for nothing: they are removed now and then. */
export async function deleteEndedWindows(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom('attempt_windows').where('window_ends_at', '<=', nowIso).execute();
}
