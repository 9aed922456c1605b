import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * The order guide and quick order.
 *
 * A venue's guide is worked out from its recent orders; `order_guide_items` holds only what the
 * venue changed: a product it added, one it removed (`removed_at`, so the orders do not bring it
 * back), its place in the list and the venue's own heading.
 *
 * Quick order finds products by the start of their name, in any case: `products_listed_lower_name`
 * serves that as a range over lower(name) among listed products, so a pasted line costs one short
 * index walk whatever the catalogue's size; it holds the name and order code the matcher weighs, so
 * no product row is read. PostgreSQL keeps it in byte order ("C"), which is what makes a prefix a
 * contiguous range.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('order_guide_items')
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('heading', 'text')
    .addColumn('position', 'integer')
    .addColumn('removed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_guide_items_user_product', ['user_id', 'product_id'])
    .execute();

  const lowerName = postgres ? sql`(lower(name) collate "C")` : sql`lower(name)`;
  await sql`create index products_listed_lower_name on products (${lowerName}, id, name, order_code) where archived_at is null`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index products_listed_lower_name`.execute(db);
  await db.schema.dropTable('order_guide_items').execute();
}
