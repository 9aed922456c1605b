import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * On PostgreSQL, order numbers come from a sequence instead of the `sequences` row: that row stayed
 * locked from an order's number until its commit (a disk flush), so every order in the shop waited
 * for the one before it to reach the disk. The sequence continues from the row's value. SQLite
 * writes one transaction at a time anyway and keeps the row.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence order_number_seq as bigint minvalue 1`.execute(db);
  // is_called false: the next number is 1 while no order has been numbered.
  await sql`select setval('order_number_seq', greatest(value, 1), value > 0)
    from sequences where name = 'order_number'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`update sequences set value = (select last_value from order_number_seq) where name = 'order_number'
    and (select is_called from order_number_seq)`.execute(db);
  await sql`drop sequence order_number_seq`.execute(db);
}
