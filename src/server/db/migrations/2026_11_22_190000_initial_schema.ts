import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function identity(db: AnyDb) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

export async function up(db: AnyDb): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('is_subscribed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_end_at', 'text')
    .addColumn('pay_later', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_later_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_later_credit_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('favourite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('seller_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('price_pence', 'integer', (c) => c.notNull())
    .addColumn('member_price_pence', 'integer', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_category_name')
    .on('products')
    .columns(['category_id', 'name', 'id'])
    .execute();
  await db.schema.createIndex('products_name').on('products').columns(['name', 'id']).execute();
  await db.schema.createIndex('products_seller_id').on('products').column('seller_id').execute();

  // Name search stays indexed at 100,000 products: trigram FTS5 on SQLite, pg_trgm on PostgreSQL.
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_name_trgm on products using gin (lower(name) gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table products_fts using fts5(name, content='products', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger products_fts_insert after insert on products begin
      insert into products_fts(rowid, name) values (new.id, new.name);
    end`.execute(db);
    await sql`create trigger products_fts_delete after delete on products begin
      insert into products_fts(products_fts, rowid, name) values ('delete', old.id, old.name);
    end`.execute(db);
    await sql`create trigger products_fts_update after update of name on products begin
      insert into products_fts(products_fts, rowid, name) values ('delete', old.id, old.name);
      insert into products_fts(rowid, name) values (new.id, new.name);
    end`.execute(db);
  }

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reviews_product_created')
    .on('reviews')
    .columns(['product_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reviews_user_product')
    .on('reviews')
    .columns(['user_id', 'product_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_user_product', ['user_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('billing_company_name', 'text', (c) => c.notNull())
    .addColumn('billing_phone', 'text')
    .addColumn('billing_email', 'text')
    .addColumn('billing_name', 'text')
    .addColumn('billing_line1', 'text', (c) => c.notNull())
    .addColumn('billing_line2', 'text')
    .addColumn('billing_city', 'text', (c) => c.notNull())
    .addColumn('billing_postcode', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_name', 'text')
    .addColumn('company_name', 'text')
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_url', 'text')
    .addColumn('sub_total_pence', 'integer', (c) => c.notNull())
    .addColumn('tax_pence', 'integer', (c) => c.notNull())
    .addColumn('shipping_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_pence', 'integer', (c) => c.notNull())
    .addColumn('shipping_info', 'text', (c) => c.notNull())
    .addColumn('delivery_day', 'text', (c) => c.notNull())
    .addColumn('delivery_time', 'text')
    .addColumn('due_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_user_created')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_pence', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_id').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('subscription_invoices')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('total_pence', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'payment_events',
    'payment_sessions',
    'mail_outbox',
    'contact_messages',
    'subscription_invoices',
    'order_items',
    'orders',
    'addresses',
    'wishlist_items',
    'reviews',
    'products',
    'categories',
    'password_resets',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().cascade().execute();
  }
  if (!isPostgres(db)) await sql`drop table if exists products_fts`.execute(db);
}
