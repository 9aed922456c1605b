import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A VAT rate per product (20, 5 or 0 per cent), 20 unless staff set another, and on each order line
 * the rate it was sold at, so an invoice printed later shows the rate of the sale even when the
 * product's rate has changed since. Every existing product and order line is standard-rated, which
 * is what every existing order's VAT was worked out at: no figure changes
 * (docs/decisions/0172-vat-is-worked-out-once-per-rate.md).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('vat_rate', 'integer', (col) => col.notNull().defaultTo(20).check(sql`vat_rate in (0, 5, 20)`))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('vat_rate', 'integer', (col) => col.notNull().defaultTo(20).check(sql`vat_rate in (0, 5, 20)`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('vat_rate').execute();
  await db.schema.alterTable('products').dropColumn('vat_rate').execute();
}
