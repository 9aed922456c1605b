import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuedCreditNote } from '../../../domain/schemas/credit-notes.ts';
import { NewOrderResponse } from '../../../domain/schemas/order.ts';
import { fixedClock } from '../../clock.ts';
import { STRIPE_WEBHOOK_PATH } from '../../payments/stripe/stripe-provider.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import {
  createOrderProducts,
  ORDER_TEST_NOW,
  orderPayload,
  type PricedProduct,
} from '../orders/place-order-test-data.ts';

const WEBHOOK_SECRET = 'whsec_credit_note';
const clock = fixedClock(ORDER_TEST_NOW);
const refundRequests: { body: URLSearchParams; idempotencyKey: string | null }[] = [];

/** Stripe as far as a paid order and its credit notes need it. No network. */
const fakeStripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input);
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  if (url.endsWith('/v1/checkout/sessions') && init?.method === 'POST') {
    return json({
      id: 'cs_test_credit',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/x',
    });
  }
  if (url.includes('/v1/checkout/sessions/cs_test_credit') && (init?.method ?? 'GET') === 'GET') {
    return json({
      id: 'cs_test_credit',
      object: 'checkout.session',
      payment_intent: 'pi_credit',
      invoice: null,
    });
  }
  if (url.endsWith('/v1/refunds') && init?.method === 'POST') {
    const body = new URLSearchParams(String(init?.body ?? ''));
    refundRequests.push({ body, idempotencyKey: new Headers(init?.headers).get('idempotency-key') });
    return json({ id: `re_${refundRequests.length}`, object: 'refund', status: 'succeeded' });
  }
  return new Response(JSON.stringify({ error: { message: 'not faked' } }), { status: 404 });
}) as typeof fetch;

let ctx: TestContext;
let wine: PricedProduct;

beforeAll(async () => {
  ctx = await createTestApp({
    clock,
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    stripeHttpClient: Stripe.createFetchHttpClient(fakeStripeFetch),
  });
  [wine] = (await createOrderProducts(ctx.db, [
    { name: 'Claret case', listPence: 100_00, memberPence: 100_00 },
  ])) as [PricedProduct];
});
afterAll(async () => ctx?.close());

describe('a credit note on an order paid through Stripe', () => {
  it('asks Stripe for a partial refund of exactly the credit note, once per credit note', async () => {
    const { user, headers } = await createSignedInUser(ctx.db);
    const admin = (await createSignedInUser(ctx.db, { role: 'admin' })).headers;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/myorders',
      headers,
      payload: orderPayload(user.id, [{ product: wine, quantity: 3 }]),
    });
    const { order } = NewOrderResponse.parse(placed.json());
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers,
      payload: { order_id: order.order_id, email: 'ada@venue.test' },
    });
    expect(checkout.statusCode).toBe(200);
    const payload = JSON.stringify({
      id: 'evt_credit_paid',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object: { id: 'cs_test_credit', object: 'checkout.session', payment_status: 'paid' } },
    });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(clock.now().getTime() / 1000),
        }),
      },
      payload,
    });
    expect(paid.json()).toMatchObject({ outcome: 'order-paid' });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/fulfilment`,
      headers: admin,
      payload: { move: 'deliver' },
    });
    expect(delivered.statusCode).toBe(200);
    const item = await ctx.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();

    for (const quantity of [1, 2]) {
      const issued = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/credit-notes`,
        headers: admin,
        payload: { lines: [{ item_id: item.id, quantity }], reason: 'Corked' },
      });
      expect(issued.statusCode).toBe(201);
      expect(IssuedCreditNote.parse(issued.json()).issued.settlement).toBe('card_refund');
    }
    expect(
      refundRequests.map((request) => ({
        payment_intent: request.body.get('payment_intent'),
        amount: request.body.get('amount'),
        reason: request.body.get('reason'),
      })),
    ).toEqual([
      { payment_intent: 'pi_credit', amount: '12000', reason: 'requested_by_customer' },
      { payment_intent: 'pi_credit', amount: '24000', reason: 'requested_by_customer' },
    ]);
    const keys = refundRequests.map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    const refunds = await ctx.db
      .selectFrom('payment_refunds')
      .select(['status', 'provider', 'amount_pence', 'provider_refund_id'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(refunds).toEqual([
      { status: 'succeeded', provider: 'stripe', amount_pence: 120_00, provider_refund_id: 're_1' },
      { status: 'succeeded', provider: 'stripe', amount_pence: 240_00, provider_refund_id: 're_2' },
    ]);
  });
});
