import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * orders (delivery_day, delivery_time) was indexed twice: `orders_delivery_day` since the back
 * office, and `orders_delivery_day_time` again with slot capacity. Every placed order wrote both;
 * the first one serves every query the second did (decision 0194).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_delivery_day_time').ifExists().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('orders_delivery_day_time')
    .ifNotExists()
    .on('orders')
    .columns(['delivery_day', 'delivery_time'])
    .execute();
}
