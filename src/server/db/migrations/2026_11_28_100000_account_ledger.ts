import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A customer's pay-later account as a ledger (docs/account-ledger.md): every charge, payment, credit
 * and cancellation is an entry, and users.pay_later_credit (what is owed) is kept equal to the sum
 * of a customer's entries. Existing pay-later orders are written in as the entries they would have
 * made; where a customer's stored figure differs from those entries, one 'adjustment' entry carries
 * the difference, so no figure a customer or staff see changes.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Signed: a charge raises what is owed (positive), a payment, credit or cancellation lowers it.
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('reference', 'text')
    .addColumn('actor_user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A statement reads one customer's entries in time order; an order's page its own.
  await db.schema
    .createIndex('ledger_entries_user')
    .on('ledger_entries')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('ledger_entries_order').on('ledger_entries').columns(['order_id']).execute();

  const payLater = db
    .selectFrom('orders')
    .where('payment_method', '=', 'pay_later')
    .where('user_id', 'is not', null);
  await db
    .insertInto('ledger_entries')
    .columns(['user_id', 'order_id', 'kind', 'amount_pence', 'reference', 'created_at'])
    .expression(
      payLater.select([
        'user_id',
        'id',
        sql.lit('charge').as('kind'),
        'total_pence',
        'invoice_number',
        'created_at',
      ]),
    )
    .execute();
  await db
    .insertInto('ledger_entries')
    .columns(['user_id', 'order_id', 'kind', 'amount_pence', 'method', 'created_at'])
    .expression(
      payLater
        .where('payment_status', '=', 'paid')
        .select([
          'user_id',
          'id',
          sql.lit('payment').as('kind'),
          sql<number>`0 - total_pence`.as('amount_pence'),
          sql.lit('unrecorded').as('method'),
          sql<string>`coalesce(paid_at, updated_at)`.as('created_at'),
        ]),
    )
    .execute();
  await db
    .insertInto('ledger_entries')
    .columns(['user_id', 'order_id', 'kind', 'amount_pence', 'created_at'])
    .expression(
      payLater
        .where('status', '=', 'cancelled')
        .where('payment_status', '=', 'pending')
        .select([
          'user_id',
          'id',
          sql.lit('cancellation').as('kind'),
          sql<number>`0 - total_pence`.as('amount_pence'),
          'updated_at',
        ]),
    )
    .execute();

  // Whatever the stored figure says beyond the orders' entries is carried over as it stands.
  const nowIso = new Date().toISOString();
  const differences = await db
    .selectFrom('users')
    .leftJoin(
      db
        .selectFrom('ledger_entries')
        .select(['user_id', sql<number>`sum(amount_pence)`.as('balance')])
        .groupBy('user_id')
        .as('ledger'),
      'ledger.user_id',
      'users.id',
    )
    .select(['users.id', 'users.pay_later_credit', 'ledger.balance'])
    .execute();
  for (const row of differences) {
    const difference = Number(row.pay_later_credit) - Number(row.balance ?? 0);
    if (difference === 0) continue;
    await db
      .insertInto('ledger_entries')
      .values({
        user_id: row.id,
        order_id: null,
        kind: 'adjustment',
        amount_pence: difference,
        reference: 'Balance brought forward',
        created_at: nowIso,
      })
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ledger_entries').ifExists().execute();
}
