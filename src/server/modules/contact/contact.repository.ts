import type { Db } from '../../db/database.ts';

export type NewContactMessage = {
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
};

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
