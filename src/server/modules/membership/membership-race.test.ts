import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { postBuiltinPaidEvent } from '../../test/builtin-payment-event.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { renewDueMemberships } from './membership-renewals.ts';

const clock = fixedClock('2026-11-20T12:00:00.000Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(async () => {
  await ctx?.close();
});

function paidEvent(eventId: string, sessionId: string) {
  return postBuiltinPaidEvent(ctx, clock, eventId, sessionId);
}

describe('two membership payments at once', () => {
  it('make one membership with one invoice, and an unsubscribe then stands through the renewal', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const body = { user_id: user.id, email: user.email };
    const openPage = async () => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/subscription',
        headers,
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().id as string;
    };
    // A page paid just as it ran out (its event arriving late), and the new page opened since.
    const late = await openPage();
    clock.set('2026-11-21T13:00:00.000Z');
    const fresh = await openPage();
    expect(fresh).not.toBe(late);

    const answers = await Promise.all([paidEvent('evt_race_late', late), paidEvent('evt_race_fresh', fresh)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const subscriptions = await ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(subscriptions.filter((subscription) => subscription.status === 'active')).toHaveLength(1);
    const invoices = () =>
      ctx.db.selectFrom('subscription_invoices').select('id').where('user_id', '=', user.id).execute();
    expect(await invoices()).toHaveLength(1);
    // The second payment is not a second membership: it is refunded in full.
    const refunds = await ctx.db
      .selectFrom('payment_refunds')
      .select(['amount_pence', 'reason'])
      .where('user_id', '=', user.id)
      .execute();
    expect(refunds).toEqual([{ amount_pence: 5999, reason: 'already-member' }]);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel/subscription',
      headers,
      payload: body,
    });
    expect(cancelled.statusCode).toBe(200);
    const endAt = cancelled.json().subscription_end_at;
    expect(endAt).toBe('2026-12-21T13:00:00.000Z');

    clock.set('2026-12-21T13:00:00.000Z');
    await renewDueMemberships({ db: ctx.db, clock, mailer: ctx.app.mailer, config: ctx.config });
    const userRow = await ctx.db
      .selectFrom('users')
      .select(['is_subscribed', 'subscription_end_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(userRow).toEqual({ is_subscribed: 0, subscription_end_at: endAt });
    expect(await invoices()).toHaveLength(1);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(profile.json().is_subscribed).toBe(false);
  });
});
