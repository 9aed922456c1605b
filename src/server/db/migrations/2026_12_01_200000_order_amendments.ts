import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A placed order can be changed until its slot's cut-off (docs/delivery-promises.md §5):
 * - `orders.revision` counts its changes, so a change applies only to the order as it was read
 *   (a conditional update), whatever the clock says;
 * - `replaced_invoices` keeps each VAT invoice a change cancelled and replaced (decision 0184), as
 *   it was printed, so it can be drawn again the same;
 * - a paid order costing less after a change is refunded the difference, perhaps more than once,
 *   so the one-full-refund-per-payment index leaves those refunds out.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('replaced_invoices')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('invoiced_at', 'text', (c) => c.notNull())
    .addColumn('total_pence', 'integer', (c) => c.notNull())
    // The invoice as printed (JSON), so its PDF is drawn again the same once the order has changed.
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('replaced_by', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('replaced_invoices_order').on('replaced_invoices').column('order_id').execute();

  await db.schema.dropIndex('payment_refunds_session').execute();
  await sql`create unique index payment_refunds_session on payment_refunds (session_id)
    where credit_note_id is null and reason <> 'order-amended'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payment_refunds_session').ifExists().execute();
  await db.deleteFrom('payment_refunds').where('reason', '=', 'order-amended').execute();
  await sql`create unique index payment_refunds_session on payment_refunds (session_id)
    where credit_note_id is null`.execute(db);
  await db.schema.dropTable('replaced_invoices').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('revision').execute();
}
