import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAME_DAY_MEMBERS_ONLY } from '../../../domain/delivery.ts';
import { buildApp } from '../../app.ts';
import { fixedClock } from '../../clock.ts';
import { createDb, type Db, isPostgres } from '../../db/database.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { parseAttachments } from '../../mail/mail-outbox.repository.ts';
import { signatureHeader } from '../../payments/webhook-signature.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser, createTestSession } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';
import { ALREADY_A_MEMBER } from './membership.service.ts';
import { renewDueMemberships, scheduleMembershipRenewals } from './membership-renewals.ts';

const clock = fixedClock(ORDER_TEST_NOW);
let ctx: TestContext;
/** A second app process on the same database, as behind a load balancer. */
let second: { app: FastifyInstance; db: Db };
/** £250 list, £200 for members. */
let champagne: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const db = createDb(ctx.config.DATABASE_URL);
  second = { db, app: await buildApp({ config: ctx.config, db, clock }) };
  await second.app.ready();
  [champagne] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 200_00 },
  ])) as [PricedProduct];
});
afterAll(async () => {
  await second?.app.close();
  await second?.db.destroy();
  await ctx?.close();
});

const at = (iso: string) => clock.set(iso);
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const invoicesOf = (userId: number) =>
  ctx.db
    .selectFrom('subscription_invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/**
 * Both processes run the renewal job at the same moment. On PostgreSQL truly at once; SQLite's
 * writers wait on a file lock (busy_timeout), which in one Node process would block the event loop
 * that the lock holder needs, so there the two run back to back, as the lock serialises them anyway.
 */
async function renewEverywhere() {
  const deps = (app: FastifyInstance) => ({ db: app.db, clock, mailer: app.mailer, config: app.config });
  if (isPostgres(ctx.db)) {
    await Promise.all([renewDueMemberships(deps(ctx.app)), renewDueMemberships(deps(second.app))]);
  } else {
    await renewDueMemberships(deps(ctx.app));
    await renewDueMemberships(deps(second.app));
  }
}

/** Subscribes on the built-in page with 4242 and waits for the provider's event. */
async function subscribe(headers: Record<string, string>, userId: number) {
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscription',
    headers,
    payload: { user_id: userId, email: 'ada@venue.test' },
  });
  expect(session.statusCode).toBe(200);
  const { url } = session.json();
  const paid = await ctx.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'number=4242424242424242&expiry=12%2F30&cvc=123&name=Ada+Lovelace',
  });
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(`${ctx.config.APP_URL}/subscription-success`);
  await ctx.app.builtinPayments?.settled();
}

async function member() {
  at(ORDER_TEST_NOW);
  const signedIn = await createSignedInUser(ctx.db);
  await subscribe(signedIn.headers, signedIn.user.id);
  return signedIn;
}

describe('POST /api/subscription', () => {
  it('makes the user a member only when the payment event arrives, with a first invoice mailed', async () => {
    at(ORDER_TEST_NOW);
    const { user, headers } = await createSignedInUser(ctx.db);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers,
      payload: { user_id: user.id, email: user.email },
    });
    expect(session.json()).toEqual({ id: expect.any(String), url: expect.stringContaining('/pay/') });
    const page = await ctx.app.inject({ method: 'GET', url: new URL(session.json().url).pathname });
    expect(page.body).toContain('£59.99');
    // Visiting the success page or the payment page makes nobody a member.
    expect((await userRow(user.id)).is_subscribed).toBe(0);

    await subscribe(headers, user.id);
    expect(await userRow(user.id)).toMatchObject({ is_subscribed: 1, subscription_end_at: null });
    const [invoice] = await invoicesOf(user.id);
    expect(invoice).toMatchObject({
      total_pence: 59_99,
      net_pence: 49_99,
      vat_pence: 10_00,
      period_start: ORDER_TEST_NOW,
      period_end: '2026-12-20T12:00:00.000Z',
    });
    const mails = (
      await ctx.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', user.email).execute()
    ).filter((mail) => mail.subject.includes('membership invoice'));
    expect(mails).toHaveLength(1);
    const [pdf] = parseAttachments(mails[0]?.attachments ?? '[]');
    const text = pdfText(Buffer.from(pdf?.content ?? '', 'base64'));
    expect(text).toContain('VAT invoice');
    expect(text).toContain(invoice?.invoice_number ?? 'missing');
    expect(text).toContain('£59.99');
  });

  it('refuses someone else’s user_id (403) and a member (409)', async () => {
    const { user, headers } = await member();
    const stranger = await createSignedInUser(ctx.db);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: stranger.headers,
      payload: { user_id: user.id, email: user.email },
    });
    expect(other.statusCode).toBe(403);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers,
      payload: { user_id: user.id, email: user.email },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_A_MEMBER);
  });
});

describe('subscribing again', () => {
  it('starts a new membership once an unsubscribed one has run out, before the job has ended it', async () => {
    const { user, headers } = await member();
    const body = { user_id: user.id, email: user.email };
    at('2026-12-01T10:00:00.000Z');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/cancel/subscription', headers, payload: body }))
        .statusCode,
    ).toBe(200);
    at('2026-12-22T09:00:00.000Z');
    await subscribe(headers, user.id);

    expect(await userRow(user.id)).toMatchObject({ is_subscribed: 1, subscription_end_at: null });
    const subscriptions = await ctx.db
      .selectFrom('subscriptions')
      .select(['status', 'current_period_end'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(subscriptions).toEqual([
      { status: 'ended', current_period_end: '2026-12-20T12:00:00.000Z' },
      { status: 'active', current_period_end: '2027-01-22T09:00:00.000Z' },
    ]);
    expect(await invoicesOf(user.id)).toHaveLength(2);
  });
});

describe('renewals', () => {
  it('charges each month once, with two app processes running the job at the same time', async () => {
    const { user } = await member();
    for (const month of [
      '2026-12-20T12:00:00.000Z',
      '2027-01-20T12:00:00.000Z',
      '2027-02-20T12:00:00.000Z',
    ]) {
      at(month);
      await renewEverywhere();
      await renewEverywhere();
    }
    const invoices = await invoicesOf(user.id);
    expect(invoices.map((invoice) => [invoice.period_start, invoice.period_end])).toEqual([
      ['2026-11-20T12:00:00.000Z', '2026-12-20T12:00:00.000Z'],
      ['2026-12-20T12:00:00.000Z', '2027-01-20T12:00:00.000Z'],
      ['2027-01-20T12:00:00.000Z', '2027-02-20T12:00:00.000Z'],
      ['2027-02-20T12:00:00.000Z', '2027-03-20T12:00:00.000Z'],
    ]);
    expect(new Set(invoices.map((invoice) => invoice.invoice_number)).size).toBe(4);
    expect(await userRow(user.id)).toMatchObject({ is_subscribed: 1, subscription_end_at: null });
  });

  it('lets a scheduled run in progress finish before the schedule stops, as the shop closes', async () => {
    const { user } = await member();
    at('2026-12-20T12:00:00.000Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const deps = { db: ctx.db, clock, mailer: ctx.app.mailer, config: ctx.config };
      const stop = scheduleMembershipRenewals(deps, 60, ctx.app.log);
      vi.advanceTimersByTime(60_000); // a run starts

      await stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await invoicesOf(user.id)).toHaveLength(2);
  });

  it('ends the membership at the end of the paid period when the renewal is declined, and mails the member', async () => {
    const { user, headers } = await member();
    await ctx.db
      .updateTable('subscriptions')
      .set({ decline_next_renewal: 1 })
      .where('user_id', '=', user.id)
      .execute();
    at('2026-12-20T12:00:00.000Z');
    await renewEverywhere();
    expect(await userRow(user.id)).toMatchObject({
      is_subscribed: 0,
      subscription_end_at: '2026-12-20T12:00:00.000Z',
    });
    expect(await invoicesOf(user.id)).toHaveLength(1);
    const ended = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', user.email)
      .where('subject', '=', 'Your W1 Wholesale membership has ended')
      .execute();
    expect(ended).toHaveLength(1);
    expect(ended[0]?.text).toContain('declined');
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(profile.json().is_subscribed).toBe(false);
  });
});

describe('POST /api/cancel/subscription', () => {
  it('keeps the benefits to the end of the paid period, then ends them even before the job runs', async () => {
    const { user, headers } = await member();
    at('2026-12-01T10:00:00.000Z');
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel/subscription',
      headers,
      payload: { user_id: user.id, email: user.email },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ success: true, subscription_end_at: '2026-12-20T12:00:00.000Z' });

    // Still a member: member prices and same-day delivery (Friday 18 December, before 20:00 London).
    at('2026-12-18T12:00:00.000Z');
    const sameDay = { deliveryDay: '2026-12-18', deliveryTime: null };
    const memberOrder = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: champagne, quantity: 1 }], {
        isMember: true,
        shipping: sameDay,
      }),
    });
    expect(memberOrder.statusCode).toBe(201);
    expect(memberOrder.json().order.sub_total).toBe(200);

    // Past the end: a non-member at once, before any job has run.
    at('2026-12-21T12:00:00.000Z');
    const lateOrder = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: champagne, quantity: 1 }], {
        isMember: true,
        shipping: { deliveryDay: '2026-12-21', deliveryTime: null },
      }),
    });
    expect(lateOrder.statusCode).toBe(422);
    expect(lateOrder.json().errors['shipping_info.deliveryDay']).toEqual([SAME_DAY_MEMBERS_ONLY]);

    await renewEverywhere();
    expect(await userRow(user.id)).toMatchObject({
      is_subscribed: 0,
      subscription_end_at: '2026-12-20T12:00:00.000Z',
    });
    expect(await invoicesOf(user.id)).toHaveLength(1);
  });

  it('refuses a second unsubscribe and a non-member', async () => {
    const { user, headers } = await member();
    const body = { user_id: user.id, email: user.email };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/cancel/subscription', headers, payload: body }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/cancel/subscription', headers, payload: body }))
        .statusCode,
    ).toBe(409);
    const stranger = await createSignedInUser(ctx.db);
    const notMember = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel/subscription',
      headers: stranger.headers,
      payload: { user_id: stranger.user.id, email: stranger.user.email },
    });
    expect(notMember.statusCode).toBe(409);
    const othersId = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel/subscription',
      headers: stranger.headers,
      payload: body,
    });
    expect(othersId.statusCode).toBe(403);
  });
});

describe('GET /api/membership', () => {
  it('gives the next renewal of a rolling membership, moved on by each renewal, and none once unsubscribed', async () => {
    const renewsAt = async (headers: Record<string, string>) => {
      const answer = await ctx.app.inject({ method: 'GET', url: '/api/membership', headers });
      expect(answer.statusCode).toBe(200);
      return answer.json().renews_at;
    };
    const stranger = await createSignedInUser(ctx.db);
    expect(await renewsAt(stranger.headers)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/membership' })).statusCode).toBe(401);

    const { user, headers } = await member();
    expect(await renewsAt(headers)).toBe('2026-12-20T12:00:00.000Z');
    at('2026-12-20T12:00:00.000Z');
    await renewEverywhere();
    expect(await renewsAt(headers)).toBe('2027-01-20T12:00:00.000Z');

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel/subscription',
      headers,
      payload: { user_id: user.id, email: user.email },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await renewsAt(headers)).toBeNull();
  });
});

describe('membership invoices', () => {
  it('lists only the owner’s, each downloadable by its signed link, and by nobody else', async () => {
    const { user, headers } = await member();
    const stranger = await createSignedInUser(ctx.db);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/membership/invoices', headers });
    expect(list.statusCode).toBe(200);
    const [invoice] = list.json();
    expect(list.json()).toHaveLength(1);
    expect(invoice).toMatchObject({ name: 'W1 Wholesale membership', total: 59_99 });

    const pdf = await ctx.app.inject({ method: 'GET', url: invoice.path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const strangersList = await ctx.app.inject({
      method: 'GET',
      url: '/api/membership/invoices',
      headers: stranger.headers,
    });
    expect(strangersList.json()).toEqual([]);
    const bare = invoice.path.split('?')[0];
    expect((await ctx.app.inject({ method: 'GET', url: bare, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: bare, headers })).statusCode).toBe(200);
    const tampered = invoice.path.replace(/signature=[^&]+/, 'signature=forged');
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('the demo member', () => {
  it('has a real membership that can be cancelled', async () => {
    at(ORDER_TEST_NOW);
    const ids = await seedDemoAccounts(ctx.db, clock.now());
    const memberId = ids.get('member@example.com') ?? 0;
    const token = await createTestSession(ctx.db, memberId, clock.now());
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/cancel/subscription',
      headers: { authorization: `Bearer ${token}` },
      payload: { user_id: memberId, email: 'member@example.com' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().subscription_end_at).toBe('2026-12-20T12:00:00.000Z');
  });
});

describe('membership events', () => {
  it('start one membership however often, and under however many event ids, the payment is reported', async () => {
    const { user } = await member();
    const session = await ctx.db
      .selectFrom('payment_sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'subscription')
      .executeTakeFirstOrThrow();
    const secret = (
      await ctx.db
        .selectFrom('signing_keys')
        .select('secret')
        .where('name', '=', 'builtin_payment_events')
        .executeTakeFirstOrThrow()
    ).secret;
    for (const eventId of ['evt_sub_again', 'evt_sub_again', 'evt_sub_other']) {
      const body = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(clock.now().getTime() / 1000),
        data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid' } },
      });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/builtin',
        headers: {
          'content-type': 'application/json',
          'w1-signature': signatureHeader(secret, body, clock.now()),
        },
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
    }
    const subscriptions = await ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.status).toBe('active');
    expect(await invoicesOf(user.id)).toHaveLength(1);
  });
});
