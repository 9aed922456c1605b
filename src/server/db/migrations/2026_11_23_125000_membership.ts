import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Membership: a subscription per paid membership, with its current paid period. A renewal claims
 * the period by moving it on with a conditional update, so each period is charged once whichever
 * app process gets there. Membership invoices are numbered from the shop's one invoice counter and
 * keep the provider's invoice id, so a repeated event cannot write a second invoice.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('decline_next_renewal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_due')
    .on('subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();

  await db.schema.alterTable('subscription_invoices').addColumn('invoice_number', 'text').execute();
  await db.schema.alterTable('subscription_invoices').addColumn('provider_invoice_id', 'text').execute();
  await db.schema.alterTable('subscription_invoices').addColumn('subscription_id', 'integer').execute();
  await db.schema.alterTable('subscription_invoices').addColumn('net_pence', 'integer').execute();
  await db.schema.alterTable('subscription_invoices').addColumn('vat_pence', 'integer').execute();
  await db.schema
    .createIndex('subscription_invoices_provider_invoice')
    .on('subscription_invoices')
    .column('provider_invoice_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('subscription_invoices_user')
    .on('subscription_invoices')
    .column('user_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('subscription_invoices_user').ifExists().execute();
  await db.schema.dropIndex('subscription_invoices_provider_invoice').ifExists().execute();
  for (const column of [
    'vat_pence',
    'net_pence',
    'subscription_id',
    'provider_invoice_id',
    'invoice_number',
  ]) {
    await db.schema.alterTable('subscription_invoices').dropColumn(column).execute();
  }
  await db.schema.dropTable('subscriptions').ifExists().execute();
}
