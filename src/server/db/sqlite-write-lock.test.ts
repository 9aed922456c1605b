import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { createDb, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Two server processes on one SQLite file (the cluster, or the bench's second shop): one's
 * transaction reads, the other commits, then the first writes. Begun deferred, that write failed
 * at once with SQLITE_BUSY ("database is locked", a 500 for an order under load); begun
 * IMMEDIATE, the transaction holds the write lock from its start and the other process waits.
 * The other process is a second connection here, told not to wait (busy_timeout 0): the event
 * loop it would block is this test's own.
 */
const sqliteUnderTest = !process.env.TEST_DATABASE_URL;
let db: Db;
let otherProcess: SQLite.Database;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (!sqliteUnderTest) return;
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url);
  await migrateToLatest(db);
  otherProcess = new SQLite(database.url.slice('file:'.length));
  otherProcess.pragma('busy_timeout = 0');
});

afterAll(async () => {
  if (!sqliteUnderTest) return;
  otherProcess.close();
  await db.destroy();
  await drop();
});

const insertSequence = (name: string) => `insert into sequences (name, value) values ('${name}', 1)`;

describe.runIf(sqliteUnderTest)('a SQLite transaction and another process', () => {
  it("keeps its write when the other process tries to commit between the transaction's read and write", async () => {
    let otherWrite: unknown;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('sequences').select('name').execute();
      try {
        otherProcess.exec(insertSequence('other-process'));
      } catch (error) {
        otherWrite = error;
      }
      await sql.raw(insertSequence('this-transaction')).execute(trx);
    });

    expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
    const { rows } = await sql<{ name: string }>`select name from sequences`.execute(db);
    expect(rows.map((row) => row.name)).toContain('this-transaction');
    otherProcess.exec(insertSequence('other-process'));
  });
});
