import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A venue's saved baskets ("Friday bar order"): a name, unique per venue whatever its case, and
 * lines of product and quantity. No price is kept: loading prices the lines again. A line keeps the
 * product's name as it was saved, so a product since deleted can still be named.
 */
export async function up(db: AnyDb): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('saved_baskets')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index saved_baskets_user_name on saved_baskets (user_id, lower(name))`.execute(db);
  await db.schema
    .createTable('saved_basket_lines')
    .addColumn('id', 'integer', id)
    .addColumn('basket_id', 'integer', (c) => c.notNull().references('saved_baskets.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_basket_lines_basket')
    .on('saved_basket_lines')
    .columns(['basket_id', 'position'])
    .execute();
  await db.schema
    .createIndex('saved_basket_lines_product')
    .on('saved_basket_lines')
    .column('product_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('saved_basket_lines').ifExists().execute();
  await db.schema.dropTable('saved_baskets').ifExists().execute();
}
