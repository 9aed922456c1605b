import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCardAnswer } from '../../../domain/schemas/standing-orders.ts';
import { fixedClock } from '../../clock.ts';
import {
  createStripeTestApp,
  notFakedByStripeTest,
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
import { chargeSavedCard, savedCardSessionId } from './saved-card-charge.ts';

const clock = fixedClock(ORDER_TEST_NOW);
const requests: Array<{ method: string; url: string; body: URLSearchParams; idempotencyKey: string | null }> =
  [];
let setupSessions = 0;

/** Stripe's servers for saving and charging a card: customers, setup sessions, setup and payment intents. No network. */
const fakeStripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input);
  const body = new URLSearchParams(String(init?.body ?? ''));
  requests.push({
    method: init?.method ?? 'GET',
    url,
    body,
    idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
  });
  if (url.endsWith('/v1/customers')) return stripeAnswer({ id: 'cus_venue', object: 'customer' });
  if (url.endsWith('/v1/checkout/sessions')) {
    setupSessions += 1;
    return stripeAnswer({
      id: `cs_setup_${setupSessions}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/setup_${setupSessions}`,
    });
  }
  if (url.includes('/v1/setup_intents/seti_')) {
    const declining = url.includes('seti_declining');
    return stripeAnswer({
      id: declining ? 'seti_declining' : 'seti_1',
      object: 'setup_intent',
      customer: 'cus_venue',
      payment_method: {
        id: declining ? 'pm_declining' : 'pm_visa',
        object: 'payment_method',
        card: { brand: 'visa', last4: declining ? '0341' : '4242', exp_month: 7, exp_year: 2031 },
      },
    });
  }
  if (url.endsWith('/v1/payment_intents')) {
    if (body.get('payment_method') === 'pm_declining') {
      return stripeAnswer(
        { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
        402,
      );
    }
    return stripeAnswer({ id: 'pi_off_session_1', object: 'payment_intent', status: 'succeeded' });
  }
  return notFakedByStripeTest();
}) as typeof fetch;

let ctx: TestContext;
let case250: PricedProduct;

beforeAll(async () => {
  ctx = await createStripeTestApp(clock, fakeStripeFetch);
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Saved-card champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
});
afterAll(async () => ctx?.close());

function sendSetupCompleted(eventId: string, sessionId: string, setupIntent: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(clock.now().getTime() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'setup',
        payment_status: 'no_payment_required',
        customer: 'cus_venue',
        setup_intent: setupIntent,
      },
    },
  });
  return sendStripeEvent(ctx, payload, clock.now());
}

async function placeCardOrder(user: { id: number }, headers: Record<string, string>) {
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/myorders',
    headers,
    payload: orderPayload(user.id, [{ product: case250, quantity: 1 }]),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', placed.json().order_id as string)
    .executeTakeFirstOrThrow();
}

const deps = () => ({
  db: ctx.db,
  clock,
  mailer: ctx.app.mailer,
  config: ctx.config,
  provider: ctx.app.paymentProvider,
  appUrl: ctx.config.APP_URL,
});

describe('a saved card with Stripe', () => {
  it('saves one by a Checkout Session in setup mode, then charges an order off-session once', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const opened = await ctx.app.inject({ method: 'POST', url: '/api/standing-orders/saved-card', headers });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ url: 'https://checkout.stripe.com/c/setup_1' });
    const made = requests.find((request) => request.url.endsWith('/v1/checkout/sessions'));
    expect(made?.body.get('mode')).toBe('setup');
    expect(made?.body.get('customer')).toBe('cus_venue');

    expect((await sendSetupCompleted('evt_setup_1', 'cs_setup_1', 'seti_1')).statusCode).toBe(200);
    const seen = await ctx.app.inject({ method: 'GET', url: '/api/standing-orders/saved-card', headers });
    expect(seen.json<SavedCardAnswer>().card).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 7,
      exp_year: 2031,
    });

    const order = await placeCardOrder(user, headers);
    const outcomes = await Promise.all([
      chargeSavedCard(deps(), order.id),
      chargeSavedCard(deps(), order.id),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['not-charged', 'paid']);
    const charges = requests.filter((request) => request.url.endsWith('/v1/payment_intents'));
    expect(charges).toHaveLength(1);
    const charge = charges[0];
    expect(charge?.body.get('customer')).toBe('cus_venue');
    expect(charge?.body.get('payment_method')).toBe('pm_visa');
    expect(charge?.body.get('off_session')).toBe('true');
    expect(charge?.body.get('confirm')).toBe('true');
    expect(charge?.body.get('amount')).toBe(String(order.total_pence));
    expect(charge?.idempotencyKey).toBe(savedCardSessionId(order.id));
    const paid = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(paid.payment_status).toBe('paid');
    const session = await ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', savedCardSessionId(order.id))
      .executeTakeFirstOrThrow();
    expect(session.payment_reference).toBe('pi_off_session_1');
  });

  it('answers a declined charge and leaves the order awaiting payment', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/standing-orders/saved-card', headers });
    expect((await sendSetupCompleted('evt_setup_2', 'cs_setup_2', 'seti_declining')).statusCode).toBe(200);
    const order = await placeCardOrder(user, headers);
    expect(await chargeSavedCard(deps(), order.id)).toEqual({
      outcome: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const after = await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(after.payment_status).toBe('pending');
  });
});
