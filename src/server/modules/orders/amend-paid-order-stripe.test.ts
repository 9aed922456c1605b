import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmendOrderResponse } from '../../../domain/schemas/order-amendment.ts';
import { fixedClock } from '../../clock.ts';
import { placeOrderAs } from '../../test/order-shop.ts';
import {
  createStripeTestApp,
  notFakedByStripeTest,
  sendStripeEvent,
  stripeAnswer,
} from '../../test/stripe-test-app.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { createOrderProducts, ORDER_TEST_NOW, type PricedProduct } from './place-order-test-data.ts';

// Decision 0189 with Stripe: the difference of a paid card order's dearer change is a Checkout
// Session for that amount, and Stripe's event for it makes the change.

const clock = fixedClock(ORDER_TEST_NOW);
const sessionsMade: URLSearchParams[] = [];

/** Stripe's servers as far as Checkout Sessions go. No network. */
const fakeStripeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input);
  const body = new URLSearchParams(String(init?.body ?? ''));
  if (url.endsWith('/v1/checkout/sessions') && init?.method === 'POST') {
    sessionsMade.push(body);
    const id = `cs_test_amend_${sessionsMade.length}`;
    return stripeAnswer({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
  }
  return notFakedByStripeTest();
}) as typeof fetch;

let ctx: TestContext;
let case250: PricedProduct;

beforeAll(async () => {
  ctx = await createStripeTestApp(clock, fakeStripeFetch);
  [case250] = (await createOrderProducts(ctx.db, [
    { name: 'Stripe champagne case', listPence: 250_00, memberPence: 250_00 },
  ])) as [PricedProduct];
});
afterAll(async () => ctx?.close());

function sendPaid(eventId: string, sessionId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(clock.now().getTime() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${eventId}`,
      },
    },
  });
  return sendStripeEvent(ctx, payload, clock.now());
}

const rowOf = (id: number) =>
  ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lastSessionId = () => `cs_test_amend_${sessionsMade.length}`;

describe('the difference of a change paid through Stripe', () => {
  it('is a Checkout Session for the difference, and its event makes the change', async () => {
    const customer = await createSignedInUser(ctx.db);
    const placed = await placeOrderAs(ctx, customer, [{ product: case250, quantity: 1 }]);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: customer.headers,
      payload: { order_id: placed.order_id, email: 'ada@venue.test' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await sendPaid('evt_order', lastSessionId())).statusCode).toBe(200);
    const paid = await rowOf(placed.id);
    expect(paid.payment_status).toBe('paid');

    const amended = await ctx.app.inject({
      method: 'POST',
      url: `/api/myorders/${placed.order_id}/amend`,
      headers: customer.headers,
      payload: { order_items: [{ id: case250.id, quantity: 2 }] },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const body = AmendOrderResponse.parse(amended.json());
    expect(body.payment_url).toBe(`https://checkout.stripe.com/c/pay/${lastSessionId()}`);
    const made = sessionsMade.at(-1);
    expect(made?.get('mode')).toBe('payment');
    expect(made?.get('line_items[0][price_data][unit_amount]')).toBe('30000');
    expect(made?.get('metadata[kind]')).toBe('amendment');
    expect(await rowOf(placed.id)).toEqual(paid);

    expect((await sendPaid('evt_difference', lastSessionId())).statusCode).toBe(200);
    const changed = await rowOf(placed.id);
    expect(changed).toMatchObject({
      total_pence: 600_00,
      payment_status: 'paid',
      revision: paid.revision + 1,
    });
    const session = await ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', lastSessionId())
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      kind: 'amendment',
      status: 'complete',
      payment_reference: 'pi_evt_difference',
    });
  });
});
