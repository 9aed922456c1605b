import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../clock.ts';
import { ORDER_TEST_NOW } from '../modules/orders/place-order-test-data.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSignedInUser } from '../test/users.ts';
import { paymentRefundedSubject } from './refund-mails.ts';

// The membership rules answer 'already-member' when the payer has become a member since their
// checkout began (another session, another tab): this stands in for that outcome.
vi.mock('../modules/membership/membership-billing.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../modules/membership/membership-billing.ts')>()),
  startMembership: vi.fn(async () => 'already-member' as const),
}));

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => ctx?.close());

describe('a membership payment for someone already a member', () => {
  it('is refunded, recorded and mailed, and starts nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers,
      payload: { user_id: user.id, email: user.email },
    });
    expect(session.statusCode).toBe(200);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: new URL(session.json().url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expiry=12%2F30&cvc=123&name=Ada',
    });
    expect(paid.statusCode).toBe(303);
    await ctx.app.builtinPayments?.settled();

    const refunds = await ctx.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(refunds).toMatchObject([
      { session_id: session.json().id, order_id: null, reason: 'already-member', status: 'succeeded' },
    ]);
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', user.email)
      .where('subject', '=', paymentRefundedSubject('your W1 Wholesale membership'))
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('The account already had an active membership.');
    const subscriptions = await ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(subscriptions).toEqual([]);
  });
});
