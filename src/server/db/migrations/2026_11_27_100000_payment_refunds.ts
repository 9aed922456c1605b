import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Money taken is never lost. At most one open payment session per order and one per member-to-be,
 * held by partial unique indexes so concurrent checkouts cannot open a second (surplus open
 * sessions already stored are expired first, the newest kept). A session records when its payment
 * was applied, so a repeated event is told apart from a payment that arrived too late; the order
 * records the session that paid it. Every payment the shop could not apply is refunded, and each
 * refund is a row: what, why, and whether the provider has confirmed it.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const [kind, owner] of [
    ['order', 'order_id'],
    ['subscription', 'user_id'],
  ] as const) {
    await sql`
      update payment_sessions set status = 'expired'
      where kind = ${kind} and status = 'open' and exists (
        select 1 from payment_sessions newer
        where newer.kind = payment_sessions.kind and newer.status = 'open'
          and newer.${sql.ref(owner)} = payment_sessions.${sql.ref(owner)}
          and (newer.created_at > payment_sessions.created_at
            or (newer.created_at = payment_sessions.created_at and newer.id > payment_sessions.id))
      )`.execute(db);
  }
  await sql`create unique index payment_sessions_one_open_order on payment_sessions (order_id)
    where kind = 'order' and status = 'open'`.execute(db);
  await sql`create unique index payment_sessions_one_open_subscription on payment_sessions (user_id)
    where kind = 'subscription' and status = 'open'`.execute(db);

  await db.schema.alterTable('payment_sessions').addColumn('applied_at', 'text').execute();
  // Payments already acted on: a repeat of their event must not be taken for a payment to refund.
  await sql`
    update payment_sessions set applied_at = created_at
    where status = 'complete' and (kind = 'subscription' or exists (
      select 1 from orders where orders.id = payment_sessions.order_id and orders.payment_status = 'paid'
    ))`.execute(db);
  await db.schema.alterTable('orders').addColumn('paid_session_id', 'text').execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('session_id', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('event_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One refund per payment: a session is paid once, so it is refunded at most once.
  await db.schema
    .createIndex('payment_refunds_session')
    .on('payment_refunds')
    .column('session_id')
    .unique()
    .execute();
  await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_id').execute();
  await db.schema
    .createIndex('payment_refunds_recent')
    .on('payment_refunds')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payment_refunds').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('paid_session_id').execute();
  await db.schema.alterTable('payment_sessions').dropColumn('applied_at').execute();
  await db.schema.dropIndex('payment_sessions_one_open_subscription').ifExists().execute();
  await db.schema.dropIndex('payment_sessions_one_open_order').ifExists().execute();
}
