import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Pay-later invoices are numbered just after their order commits (decision 0177); every placer,
 * start-up and read that shows numbers first asks whether any invoice awaits its number. This
 * index holds only those (nearly always none), so the question costs one look at an empty index.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index orders_awaiting_invoice_number on orders (id)
    where invoice_number is null and invoiced_at is not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_awaiting_invoice_number').execute();
}
