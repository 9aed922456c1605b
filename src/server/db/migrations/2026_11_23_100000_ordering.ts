import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Ordering: a repeated submission is recognised by its Idempotency-Key; order and invoice numbers
 * come from counters in the database (unique and sequential across every app process); invoice
 * download links are signed with a key kept in the database, so every process checks them alike.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('invoiced_at', 'text').execute();
  await db.schema
    .createIndex('orders_user_idempotency_key')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_invoice_number')
    .on('orders')
    .column('invoice_number')
    .unique()
    .execute();

  await db.schema
    .createTable('sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('sequences')
    .values([
      { name: 'order_number', value: 0 },
      { name: 'invoice_number', value: 0 },
    ])
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('signing_keys')
    .values({ name: 'invoice_download', secret: randomBytes(32).toString('base64url') })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('signing_keys').ifExists().execute();
  await db.schema.dropTable('sequences').ifExists().execute();
  await db.schema.dropIndex('orders_invoice_number').ifExists().execute();
  await db.schema.dropIndex('orders_user_idempotency_key').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('invoiced_at').execute();
  await db.schema.alterTable('orders').dropColumn('invoice_number').execute();
  await db.schema.alterTable('orders').dropColumn('idempotency_key').execute();
}
