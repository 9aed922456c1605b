import type { Db } from '../../db/database.ts';

/** How many contact messages there are. */
export async function countContactMessages(db: Db): Promise<number> {
  const counted = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** A window of the contact messages, newest first. */
export function contactMessagesNewestFirst(db: Db, window: { limit: number; offset: number }) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'phone', 'message', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
