import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Standing orders (decision 0186): a venue's lines, days of the week, slot and payment, placed
 * automatically before each delivery's cut-off. One row per delivery that was skipped, changed,
 * placed or failed, unique per (standing order, delivery date): the unique key is what makes each
 * delivery placed once, however many processes run the placing.
 */
export async function up(db: AnyDb): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('standing_orders')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('payment', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('standing_orders_user').on('standing_orders').column('user_id').execute();
  await db.schema
    .createIndex('standing_orders_paused')
    .on('standing_orders')
    .columns(['paused', 'id'])
    .execute();
  await db.schema
    .createTable('standing_order_lines')
    .addColumn('id', 'integer', id)
    .addColumn('standing_order_id', 'integer', (c) =>
      c.notNull().references('standing_orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('standing_order_lines_order')
    .on('standing_order_lines')
    .columns(['standing_order_id', 'position'])
    .execute();
  await db.schema
    .createIndex('standing_order_lines_product')
    .on('standing_order_lines')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('standing_order_occurrences')
    .addColumn('id', 'integer', id)
    .addColumn('standing_order_id', 'integer', (c) =>
      c.notNull().references('standing_orders.id').onDelete('cascade'),
    )
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lines', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('order_number', 'text')
    .addColumn('reason', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('standing_order_occurrences_delivery')
    .on('standing_order_occurrences')
    .columns(['standing_order_id', 'delivery_date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('standing_order_occurrences_order')
    .on('standing_order_occurrences')
    .column('order_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('standing_order_occurrences').ifExists().execute();
  await db.schema.dropTable('standing_order_lines').ifExists().execute();
  await db.schema.dropTable('standing_orders').ifExists().execute();
}
