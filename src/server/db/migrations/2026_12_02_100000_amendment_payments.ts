import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A paid card order that costs more after a change pays the difference by card before the change is
 * made (decision 0189). `amendment_payments` keeps the change as the server checked it (its lines,
 * slot and figures, JSON), the order's revision it applies to, and the payment session (kind
 * `amendment`) opened for the difference; at most one such session is open per order.
 *
 * An order may so hold two card payments, and a credit note is refunded across them: one refund per
 * credit note and payment (a by-hand one has no session), no longer one per credit note.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('amendment_payments')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('order_revision', 'integer', (c) => c.notNull())
    .addColumn('difference_pence', 'integer', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('amendment_payments_order')
    .on('amendment_payments')
    .column('order_id')
    .execute();
  await sql`create unique index payment_sessions_one_open_amendment on payment_sessions (order_id)
    where kind = 'amendment' and status = 'open'`.execute(db);
  await db.schema.dropIndex('payment_refunds_credit_note').execute();
  await sql`create unique index payment_refunds_credit_note on payment_refunds
    (credit_note_id, coalesce(session_id, ''))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payment_refunds_credit_note').ifExists().execute();
  await db.schema
    .createIndex('payment_refunds_credit_note')
    .on('payment_refunds')
    .column('credit_note_id')
    .unique()
    .execute();
  await db.schema.dropIndex('payment_sessions_one_open_amendment').ifExists().execute();
  await db.schema.dropTable('amendment_payments').ifExists().execute();
}
