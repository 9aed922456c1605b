import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A venue's saved card for its card standing orders (decision 0195): only what the provider names
 * it by (its customer and payment method ids) and what the venue is shown (brand, last 4 digits,
 * expiry), never a card number. One per venue.
 *
 * `payment_sessions.payment_reference` keeps the provider's payment behind a paid session (Stripe's
 * payment intent): a saved card's charge has no Checkout Session to find it from, so its refund
 * reads it here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('saved_cards')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('payment_sessions').addColumn('payment_reference', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payment_sessions').dropColumn('payment_reference').execute();
  await db.schema.dropTable('saved_cards').ifExists().execute();
}
