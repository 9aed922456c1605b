import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import {
  createStripeTestApp,
  notFakedByStripeTest,
  STRIPE_TEST_WEBHOOK_SECRET,
  sendStripeEvent,
  stripeAnswer,
} from '../../test/stripe-test-app.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';
import { BAD_SIGNATURE } from './webhook.routes.ts';

const WEBHOOK_SECRET = STRIPE_TEST_WEBHOOK_SECRET;
const clock = fixedClock(ORDER_TEST_NOW);
const stripeRequests: Array<{
  method: string;
  url: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
}> = [];
let sessionsMade = 0;
/** Payments whose first refund Stripe refuses, and those it has refused once. */
const REFUSED_ONCE = 'pi_refused_once';
const refusedOnce = new Set<string>();

/** Stripe's servers, as far as the shop talks to them: it makes Checkout Sessions. No network. */
const fakeStripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input);
  const body = new URLSearchParams(String(init?.body ?? ''));
  const idempotencyKey = new Headers(init?.headers).get('idempotency-key');
  stripeRequests.push({ method: init?.method ?? 'GET', url, body, idempotencyKey });
  if (url.endsWith('/v1/checkout/sessions') && init?.method === 'POST') {
    sessionsMade += 1;
    const id = `cs_test_stripe_${sessionsMade}`;
    return stripeAnswer(
      { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` },
      200,
      { 'request-id': `req_${sessionsMade}` },
    );
  }
  const expire = url.match(/\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
  if (expire && init?.method === 'POST') {
    return stripeAnswer({ id: expire[1], object: 'checkout.session', status: 'expired' });
  }
  if (url.endsWith('/v1/refunds') && init?.method === 'POST') {
    const intent = body.get('payment_intent') ?? '';
    const refusesNow = intent === REFUSED_ONCE && !refusedOnce.has(intent);
    if (refusesNow) refusedOnce.add(intent);
    if (intent === 'pi_refused' || refusesNow) {
      return stripeAnswer(
        { error: { type: 'invalid_request_error', message: 'Charge already refunded.' } },
        400,
      );
    }
    return stripeAnswer({ id: `re_${body.get('payment_intent')}`, object: 'refund', status: 'succeeded' });
  }
  return notFakedByStripeTest();
}) as typeof fetch;

let ctx: TestContext;
let case250: PricedProduct;

beforeAll(async () => {
  ctx = await createStripeTestApp(clock, fakeStripeFetch);
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
});
afterAll(async () => ctx?.close());

async function placeAndCheckout() {
  const { user, headers } = await createSignedInUser(ctx.db);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers,
    payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
  });
  const orderId = placed.json().order_id as string;
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    payload: { order_id: orderId, email: 'ada@venue.test' },
  });
  return { orderId, session, headers };
}

function stripeEvent(
  id: string,
  sessionId: string,
  type = 'checkout.session.completed',
  paymentIntent = `pi_${id}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(clock.now().getTime() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      },
    },
  });
}

function sendEvent(payload: string, secret = WEBHOOK_SECRET, at = clock.now()) {
  return sendStripeEvent(ctx, payload, at, secret);
}

const orderRow = (orderId: string) =>
  ctx.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

describe('with Stripe configured', () => {
  it('makes a Checkout Session in payment mode for the order total and answers its url', async () => {
    const { orderId, session } = await placeAndCheckout();
    expect(session.statusCode).toBe(200);
    const { url, id } = session.json();
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${id}`);
    expect((await orderRow(orderId)).payment_url).toBe(url);

    const request = stripeRequests.at(-1);
    expect(request?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(request?.body.get('mode')).toBe('payment');
    expect(request?.body.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(request?.body.get('line_items[0][price_data][unit_amount]')).toBe('30000');
    expect(request?.body.get('customer_email')).toBe('ada@venue.test');
    expect(request?.body.get('client_reference_id')).toBe(orderId);
    expect(request?.body.get('success_url')).toBe(`${ctx.config.APP_URL}/order-success/${orderId}`);
    expect(request?.body.get('cancel_url')).toBe(`${ctx.config.APP_URL}/cancel`);
  });

  it('marks the order paid on a verified checkout.session.completed, once', async () => {
    const { orderId, session } = await placeAndCheckout();
    const event = stripeEvent('evt_stripe_paid', session.json().id);
    const first = await sendEvent(event);
    expect(first.statusCode).toBe(200);
    expect(await sendEvent(event)).toMatchObject({ statusCode: 200 });
    expect((await sendEvent(event)).json()).toMatchObject({ outcome: 'already-processed' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'processing', payment_status: 'paid' });
  });

  it('expires the Checkout Session when the customer cancels, and refunds a payment that still arrives', async () => {
    const { orderId, session, headers } = await placeAndCheckout();
    const sessionId = session.json().id as string;
    const row = await orderRow(orderId);
    const cancelled = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${row.id}`, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(stripeRequests.at(-1)).toMatchObject({
      method: 'POST',
      url: `https://api.stripe.com/v1/checkout/sessions/${sessionId}/expire`,
    });

    // Paid at Stripe a moment before it was expired: the money goes back.
    const answer = await sendEvent(stripeEvent('evt_stripe_late', sessionId, undefined, 'pi_late'));
    expect(answer.json()).toMatchObject({ outcome: 'refunded' });
    const refund = stripeRequests.at(-1);
    expect(refund?.url).toBe('https://api.stripe.com/v1/refunds');
    expect(refund?.body.get('payment_intent')).toBe('pi_late');
    expect(refund?.body.get('amount')).toBe('30000');
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    const refunds = await ctx.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', row.id)
      .execute();
    expect(refunds).toMatchObject([
      {
        provider: 'stripe',
        status: 'succeeded',
        provider_refund_id: 're_pi_late',
        reason: 'order-cancelled',
      },
    ]);
  });

  it('keeps a refund Stripe refuses as failed, for staff to settle', async () => {
    const { orderId, session, headers } = await placeAndCheckout();
    const row = await orderRow(orderId);
    await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${row.id}`, headers });
    const answer = await sendEvent(
      stripeEvent('evt_stripe_refused', session.json().id, undefined, 'pi_refused'),
    );
    expect(answer.statusCode).toBe(200);
    const [refund] = await ctx.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', row.id)
      .execute();
    expect(refund).toMatchObject({ status: 'failed', provider_refund_id: null });
    expect(refund?.failure).toContain('Charge already refunded.');
  });

  it('asks Stripe again when staff retry a refund it refused, under a new idempotency key', async () => {
    const { orderId, session, headers } = await placeAndCheckout();
    const row = await orderRow(orderId);
    await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${row.id}`, headers });
    await sendEvent(stripeEvent('evt_stripe_refused_once', session.json().id, undefined, REFUSED_ONCE));
    const refused = await ctx.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(refused.status).toBe('failed');
    const firstKey = stripeRequests.at(-1)?.idempotencyKey;

    const admin = await createSignedInUser(ctx.db, { role: 'admin' });
    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refused.id}/retry`,
      headers: admin.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'succeeded', provider_refund_id: `re_${REFUSED_ONCE}` });
    const retry = stripeRequests.at(-1);
    expect(retry).toMatchObject({ url: 'https://api.stripe.com/v1/refunds' });
    expect(retry?.body.get('amount')).toBe('30000');
    expect(retry?.idempotencyKey).toMatch(/-retry-\d+$/);
    expect(retry?.idempotencyKey).not.toBe(firstKey);
  });

  it('expires at Stripe the sessions made by checkouts that lost a race', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
    });
    const orderId = placed.json().order_id as string;
    const before = sessionsMade;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers,
          payload: { order_id: orderId, email: 'ada@venue.test' },
        }),
      ),
    );
    const kept = new Set(answers.map((answer) => answer.json().id as string));
    expect(kept.size).toBe(1);
    const made = Array.from(
      { length: sessionsMade - before },
      (_, index) => `cs_test_stripe_${before + index + 1}`,
    );
    const expired = stripeRequests
      .map((request) => request.url.match(/sessions\/([^/]+)\/expire$/)?.[1])
      .filter((id): id is string => id !== undefined);
    expect(made.filter((id) => !kept.has(id)).every((id) => expired.includes(id))).toBe(true);
    expect(expired).not.toContain([...kept][0]);
  });

  it('refuses a signature made with another secret, or too old, with 400', async () => {
    const { orderId, session } = await placeAndCheckout();
    const event = stripeEvent('evt_stripe_forged', session.json().id);
    const forged = await sendEvent(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(BAD_SIGNATURE);
    const stale = await sendEvent(event, WEBHOOK_SECRET, new Date(clock.now().getTime() - 10 * 60_000));
    expect(stale.statusCode).toBe(400);
    expect((await orderRow(orderId)).payment_status).toBe('pending');
  });

  it('serves no built-in payment page and no built-in webhook', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/pay/cs_test_anything' });
    expect(page.body).not.toContain('Test payment page');
    const builtin = await ctx.app.inject({ method: 'POST', url: '/api/webhooks/builtin', payload: {} });
    expect(builtin.statusCode).toBe(404);
  });
});

describe('a Stripe membership', () => {
  const subscriptionId = 'sub_test_member';

  function invoicePaid(id: string, start: string, end: string, userId: number) {
    return JSON.stringify({
      id,
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        object: {
          id: `in_${id}`,
          object: 'invoice',
          amount_paid: 59_99,
          parent: {
            subscription_details: { subscription: subscriptionId, metadata: { user_id: String(userId) } },
          },
          lines: { data: [{ period: { start: Date.parse(start) / 1000, end: Date.parse(end) / 1000 } }] },
        },
      },
    });
  }

  it('starts, renews by invoice.paid (once per invoice) and ends by customer.subscription.deleted', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers,
      payload: { user_id: user.id, email: user.email },
    });
    expect(session.statusCode).toBe(200);
    const request = stripeRequests.at(-1);
    expect(request?.body.get('mode')).toBe('subscription');
    expect(request?.body.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(request?.body.get('subscription_data[metadata][user_id]')).toBe(String(user.id));

    const completed = JSON.stringify({
      id: 'evt_sub_completed',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        object: {
          id: session.json().id,
          object: 'checkout.session',
          payment_status: 'paid',
          subscription: subscriptionId,
        },
      },
    });
    expect((await sendEvent(completed)).json()).toMatchObject({ outcome: 'membership-started' });
    const first = invoicePaid('evt_inv_1', '2026-11-20T12:00:00Z', '2026-12-20T12:00:00Z', user.id);
    expect((await sendEvent(first)).json()).toMatchObject({ outcome: 'membership-renewed' });
    await sendEvent(first);
    await sendEvent(invoicePaid('evt_inv_2', '2026-12-20T12:00:00Z', '2027-01-20T12:00:00Z', user.id));

    const invoices = await ctx.db
      .selectFrom('subscription_invoices')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(invoices.map((invoice) => invoice.provider_invoice_id).sort()).toEqual([
      'in_evt_inv_1',
      'in_evt_inv_2',
    ]);
    const subscribed = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(subscribed).toMatchObject({ is_subscribed: 1, subscription_end_at: null });

    const deleted = JSON.stringify({
      id: 'evt_sub_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object: { id: subscriptionId, object: 'subscription' } },
    });
    expect((await sendEvent(deleted)).json()).toMatchObject({ outcome: 'membership-ended' });
    const ended = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(ended.is_subscribed).toBe(0);
  });
});
