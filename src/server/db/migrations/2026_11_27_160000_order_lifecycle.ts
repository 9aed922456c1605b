import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An order's delivery is kept apart from its payment (docs/order-lifecycle.md), so goods on account
 * can be delivered before they are paid. Existing orders take the delivery state their status
 * implies; their status, payment, totals, invoices and the customers' credit stay as they are.
 * Every later move is kept in order_events with who made it and when.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('fulfilment_status', 'text', (c) => c.notNull().defaultTo('received'))
    .execute();
  await db
    .updateTable('orders')
    .set({ fulfilment_status: 'delivered' })
    .where('status', '=', 'completed')
    .execute();
  await db
    .updateTable('orders')
    .set({ fulfilment_status: 'cancelled' })
    .where('status', '=', 'cancelled')
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text', (c) => c.notNull())
    .addColumn('to_state', 'text', (c) => c.notNull())
    // Null when the shop itself made the move (a payment provider's event).
    .addColumn('actor_user_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // An order's page lists its history in order.
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_events').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('fulfilment_status').execute();
}
