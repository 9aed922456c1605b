import { sql } from 'kysely';
import { type Db, isPostgres } from './database.ts';

/**
 * Throws unless `db` takes writes. SQLite opens a file it may not write read-only without a word,
 * and reads then work as ever: a write is tried (the schema version set to itself) inside a
 * transaction that is rolled back, so nothing changes. A PostgreSQL standby or a read-only
 * default transaction says so in a setting.
 */
export async function assertWritable(db: Db): Promise<void> {
  if (isPostgres(db)) {
    const { rows } = await sql<{
      read_only: string;
    }>`select current_setting('transaction_read_only') as read_only`.execute(db);
    if (rows[0]?.read_only === 'on')
      throw new Error('the database takes no writes (transaction_read_only is on)');
    return;
  }
  await db.connection().execute(async (connection) => {
    const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(connection);
    await sql`begin immediate`.execute(connection);
    try {
      await sql.raw(`pragma user_version = ${Number(rows[0]?.user_version ?? 0)}`).execute(connection);
    } finally {
      await sql`rollback`.execute(connection);
    }
  });
}
