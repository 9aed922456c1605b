import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/** What a cancelled paid order's by-hand refund said before it had a state of its own. */
const BY_HAND_NOTE =
  'Paid by bank transfer or phone, not through a payment page: refund it to the customer by hand.';

/**
 * One state for a refund staff pay back by hand (decision 0170). A cancelled order paid outside a
 * payment page was written as `failed` with a note, while a credit note's by-hand refund was
 * `by_hand` (provider `bank`); both become `by_hand`, so `failed` again means only that a provider
 * refused. A refund without a payment session never went to a provider, so those are the ones. Who
 * marked a refund paid by hand, and when, is kept on the refund from now on.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('refunded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('payment_refunds').addColumn('refunded_at', 'text').execute();
  await db
    .updateTable('payment_refunds')
    .set({ status: 'by_hand', provider: 'bank', failure: null })
    .where('status', '=', 'failed')
    .where('session_id', 'is', null)
    .execute();
  // Already paid back by hand: the state stays `manual`, without the note read as a provider's answer.
  await db
    .updateTable('payment_refunds')
    .set({ provider: 'bank', failure: null })
    .where('status', '=', 'manual')
    .where('session_id', 'is', null)
    .where('failure', '=', BY_HAND_NOTE)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .updateTable('payment_refunds')
    .set({ status: 'failed', provider: 'builtin', failure: BY_HAND_NOTE })
    .where('status', '=', 'by_hand')
    .where('credit_note_id', 'is', null)
    .execute();
  await db.schema.alterTable('payment_refunds').dropColumn('refunded_at').execute();
  await db.schema.alterTable('payment_refunds').dropColumn('refunded_by').execute();
}
