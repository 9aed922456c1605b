import { describe, expect, it } from 'vitest';
import { createTestOrder } from '../modules/orders/orders-test-data.ts';
import { databaseBeforeMigration } from '../test/database-before-migration.ts';
import { createTestUser } from '../test/users.ts';

const REFUNDS_BY_HAND = '2026_11_29_020000_refunds_by_hand';
/** The note a cancelled order's by-hand refund was written with before it had a state of its own. */
const OLD_NOTE =
  'Paid by bank transfer or phone, not through a payment page: refund it to the customer by hand.';
const AT = '2026-11-20T12:00:00.000Z';

const database = databaseBeforeMigration(REFUNDS_BY_HAND);

describe(`migration ${REFUNDS_BY_HAND}`, () => {
  it('makes the old by-hand refunds by_hand, and leaves a refused card refund and every amount alone', async () => {
    await database.migrateToJustBefore();
    const db = database.db();
    const customer = await createTestUser(db);
    const order = await createTestOrder(db, { user_id: customer.id, status: 'cancelled' }, undefined, {
      ledger: false,
    });
    await db
      .insertInto('payment_sessions')
      .values({
        id: 'cs_refused',
        kind: 'order',
        order_id: order.id,
        user_id: customer.id,
        amount_pence: 120_00,
        status: 'complete',
        url: 'https://checkout.stripe.test/cs_refused',
        success_url: 'https://shop.test/ok',
        cancel_url: 'https://shop.test/cancel',
        provider: 'stripe',
        expires_at: null,
        applied_at: AT,
        created_at: AT,
      })
      .execute();
    const refund = (values: {
      session_id: string | null;
      provider: 'builtin' | 'stripe' | 'bank';
      status: 'failed' | 'manual' | 'by_hand' | 'succeeded';
      failure: string | null;
      amount_pence: number;
    }) => ({
      order_id: order.id,
      user_id: customer.id,
      payment_reference: null,
      reason: 'cancelled-after-payment' as const,
      provider_refund_id: null,
      event_id: null,
      credit_note_id: null,
      created_at: AT,
      updated_at: AT,
      ...values,
    });
    await db
      .insertInto('payment_refunds')
      .values([
        // A cancelled order paid by bank, not yet paid back: one staff owe by hand.
        refund({
          session_id: null,
          provider: 'builtin',
          status: 'failed',
          failure: OLD_NOTE,
          amount_pence: 300_00,
        }),
        // One staff already paid back: stays paid back, without the note read as a provider's answer.
        refund({
          session_id: null,
          provider: 'builtin',
          status: 'manual',
          failure: OLD_NOTE,
          amount_pence: 200_00,
        }),
        // A card refund the provider refused: still a provider's failure, which may be tried again.
        refund({
          session_id: 'cs_refused',
          provider: 'stripe',
          status: 'failed',
          failure: 'Charge disputed.',
          amount_pence: 120_00,
        }),
      ])
      .execute();

    await database.upgrade();

    const rows = await db
      .selectFrom('payment_refunds')
      .select(['status', 'provider', 'failure', 'amount_pence', 'refunded_by', 'refunded_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => ({ ...row, amount_pence: Number(row.amount_pence) }))).toEqual([
      {
        status: 'by_hand',
        provider: 'bank',
        failure: null,
        amount_pence: 300_00,
        refunded_by: null,
        refunded_at: null,
      },
      {
        status: 'manual',
        provider: 'bank',
        failure: null,
        amount_pence: 200_00,
        refunded_by: null,
        refunded_at: null,
      },
      {
        status: 'failed',
        provider: 'stripe',
        failure: 'Charge disputed.',
        amount_pence: 120_00,
        refunded_by: null,
        refunded_at: null,
      },
    ]);
  });
});
