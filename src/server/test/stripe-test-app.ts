import Stripe from 'stripe';
import type { Clock } from '../clock.ts';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe/stripe-provider.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/** The webhook signing secret of every app made by createStripeTestApp. */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_secret';

/**
 * A test app that takes cards through Stripe, whose requests to Stripe's servers go to
 * `fakeStripeFetch` (the test's stand-in for Stripe's API: no network).
 */
export function createStripeTestApp(clock: Clock, fakeStripeFetch: typeof fetch): Promise<TestContext> {
  return createTestApp({
    clock,
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET },
    stripeHttpClient: Stripe.createFetchHttpClient(fakeStripeFetch),
  });
}

/** One answer of the tests' stand-in for Stripe's API: `body` as JSON, as Stripe's servers send it. */
export function stripeAnswer(body: object, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The stand-in's answer to a request its test does not fake. */
export const notFakedByStripeTest = () => stripeAnswer({ error: { message: 'not faked' } }, 404);

/** Posts `payload` to the shop's Stripe webhook, signed as Stripe signs it, with `secret` at `at`. */
export function sendStripeEvent(
  ctx: TestContext,
  payload: string,
  at: Date,
  secret: string = STRIPE_TEST_WEBHOOK_SECRET,
) {
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return ctx.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}
