import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider.ts';

type Seen = { method: string; url: string; body: URLSearchParams; idempotencyKey: string | null };

/** Stripe's servers for one Checkout Session in subscription mode, whose payment is its first invoice's. */
function fakeStripe(seen: Seen[]) {
  return Stripe.createFetchHttpClient((async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    seen.push({
      method: init?.method ?? 'GET',
      url,
      body: new URLSearchParams(String(init?.body ?? '')),
      idempotencyKey: headers.get('idempotency-key'),
    });
    const reply = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.includes('/v1/checkout/sessions/cs_sub')) {
      return reply({
        id: 'cs_sub',
        object: 'checkout.session',
        payment_intent: null,
        invoice: { id: 'in_1', object: 'invoice', payment_intent: 'pi_first_month' },
      });
    }
    if (url.endsWith('/v1/refunds')) return reply({ id: 're_sub', object: 'refund', status: 'succeeded' });
    return new Response('{}', { status: 404 });
  }) as typeof fetch);
}

describe('Stripe refunds', () => {
  it('finds the payment of a subscription checkout through its first invoice, and refunds it once', async () => {
    const seen: Seen[] = [];
    const provider = createStripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_fake',
      httpClient: fakeStripe(seen),
    });
    const refund = await provider.refund({
      sessionId: 'cs_sub',
      paymentReference: null,
      amountPence: 59_99,
      reason: 'duplicate',
      idempotencyKey: 'refund-cs_sub',
    });
    expect(refund).toEqual({ id: 're_sub' });
    const made = seen.at(-1);
    expect(made?.url).toBe('https://api.stripe.com/v1/refunds');
    expect(made?.body.get('payment_intent')).toBe('pi_first_month');
    expect(made?.body.get('amount')).toBe('5999');
    expect(made?.idempotencyKey).toBe('refund-cs_sub');
  });
});
