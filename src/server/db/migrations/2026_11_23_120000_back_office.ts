import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The back office: accounts can be disabled (data kept, sign-in refused), products archived
 * (gone from the shop, kept on past orders), reviews hidden, a cancellation carries its reason, and
 * every change to money, credit, prices, roles and orders is written to an audit log.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('products').addColumn('archived_at', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('actor_user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_subject')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();
  await db.schema.createIndex('audit_log_customer').on('audit_log').column('customer_id').execute();
  await db.schema
    .createIndex('orders_delivery_day')
    .on('orders')
    .columns(['delivery_day', 'delivery_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_delivery_day').ifExists().execute();
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('reviews').dropColumn('hidden_at').execute();
  await db.schema.alterTable('products').dropColumn('archived_at').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
