import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Credit notes against a delivered order's invoice (docs/credit-notes.md): each numbered CN-000001
 * from its own counter, with the order lines it credits and the figures the server worked out from
 * them. A credit note on a paid order is refunded; a card payment may now be refunded in part more
 * than once, so a payment is still refunded at most once except by credit notes, each at most once.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('net_pence', 'integer', (c) => c.notNull())
    .addColumn('tax_pence', 'integer', (c) => c.notNull())
    .addColumn('total_pence', 'integer', (c) => c.notNull())
    .addColumn('settlement', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('credit_notes_order').on('credit_notes').column('order_id').execute();
  // The accounting export reads a date range in date order.
  await db.schema
    .createIndex('credit_notes_issued')
    .on('credit_notes')
    .columns(['issued_at', 'id'])
    .execute();

  await db.schema
    .createTable('credit_note_lines')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('credit_note_id', 'integer', (c) =>
      c.notNull().references('credit_notes.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (c) =>
      c.notNull().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull())
    .addColumn('line_total_pence', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_note_lines_note')
    .on('credit_note_lines')
    .column('credit_note_id')
    .execute();
  await db.schema
    .createIndex('credit_note_lines_item')
    .on('credit_note_lines')
    .column('order_item_id')
    .execute();

  await db.insertInto('sequences').values({ name: 'credit_note_number', value: 0 }).execute();

  await db.schema
    .alterTable('payment_refunds')
    .addColumn('credit_note_id', 'integer', (c) => c.references('credit_notes.id').onDelete('set null'))
    .execute();
  await db.schema.dropIndex('payment_refunds_session').execute();
  await sql`create unique index payment_refunds_session on payment_refunds (session_id)
    where credit_note_id is null`.execute(db);
  await db.schema
    .createIndex('payment_refunds_credit_note')
    .on('payment_refunds')
    .column('credit_note_id')
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payment_refunds_credit_note').ifExists().execute();
  await db.schema.dropIndex('payment_refunds_session').ifExists().execute();
  await db.deleteFrom('payment_refunds').where('credit_note_id', 'is not', null).execute();
  await db.schema.alterTable('payment_refunds').dropColumn('credit_note_id').execute();
  await db.schema
    .createIndex('payment_refunds_session')
    .on('payment_refunds')
    .column('session_id')
    .unique()
    .execute();
  await db.deleteFrom('sequences').where('name', '=', 'credit_note_number').execute();
  await db.schema.dropTable('credit_note_lines').ifExists().execute();
  await db.schema.dropTable('credit_notes').ifExists().execute();
}
