import Stripe from 'stripe';
import {
  type CheckoutSession,
  type CheckoutSessionRequest,
  InvalidPaymentEvent,
  type PaymentEvent,
  type PaymentProvider,
} from '../payment-provider.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from '../webhook-signature.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

export type StripeHttpClient = Stripe.HttpClient;

/** Stripe Checkout makes sessions that last between 30 minutes and 24 hours. */
const STRIPE_MIN_SESSION_SECONDS = 30 * 60;

/** The Stripe event types the shop acts on, as provider-neutral events. */
function eventType(event: Stripe.Event): PaymentEvent['type'] {
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    return event.data.object.payment_status === 'paid' ? 'session.completed' : 'ignored';
  }
  if (event.type === 'checkout.session.expired') return 'session.expired';
  return 'ignored';
}

function sessionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  return object.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null;
}

/**
 * Stripe Checkout through the official library (DESIGN.md, Payments). The browser follows the
 * session's url to Stripe's hosted page, so Stripe.js and its publishable key are not needed.
 * `httpClient` lets tests stand in for Stripe's servers.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  httpClient?: StripeHttpClient;
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  return {
    name: 'stripe',

    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
      const latest = Math.floor(request.expiresAt.getTime() / 1000);
      const earliest = Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_SECONDS;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: request.customerEmail,
        client_reference_id: request.reference,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: request.amountPence,
              product_data: { name: request.description },
            },
          },
        ],
        metadata: { reference: request.reference, kind: request.kind },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.max(latest, earliest),
      });
      if (!session.url) throw new Error(`Stripe made checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async verifyEvent(rawBody, header, receivedAt) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header ?? '',
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          receivedAt.getTime(),
        );
      } catch (error) {
        throw new InvalidPaymentEvent(error instanceof Error ? error.message : 'Bad Stripe signature.');
      }
      return {
        id: event.id,
        type: eventType(event),
        providerType: event.type,
        sessionId: sessionIdOf(event),
        payload: rawBody.toString('utf8'),
      };
    },
  };
}
