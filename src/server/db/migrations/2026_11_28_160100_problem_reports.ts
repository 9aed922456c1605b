import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A customer's report that something was not right with a delivered order (docs/credit-notes.md):
 * which lines, how many, why, an optional photo kept with the report (only its customer and staff
 * see it), and what staff decided: a credit note, or a decline with a reason the customer reads.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('problem_reports')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('photo_type', 'text')
    .addColumn('photo_bytes', isPostgres(db) ? 'bytea' : 'blob')
    .addColumn('decline_reason', 'text')
    .addColumn('credit_note_id', 'integer', (c) => c.references('credit_notes.id').onDelete('set null'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('problem_reports_order').on('problem_reports').column('order_id').execute();
  // The staff queue reads the open reports, oldest first.
  await db.schema
    .createIndex('problem_reports_queue')
    .on('problem_reports')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createTable('problem_report_lines')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('report_id', 'integer', (c) =>
      c.notNull().references('problem_reports.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'integer', (c) =>
      c.notNull().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('problem_report_lines_report')
    .on('problem_report_lines')
    .column('report_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('problem_report_lines').ifExists().execute();
  await db.schema.dropTable('problem_reports').ifExists().execute();
}
