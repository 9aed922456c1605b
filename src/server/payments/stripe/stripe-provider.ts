import type Stripe from 'stripe';
import {
  type CheckoutSession,
  type CheckoutSessionRequest,
  InvalidPaymentEvent,
  type PaymentEvent,
  type PaymentProvider,
  type SavedCardChargeResult,
  type SavedCardDetails,
} from '../payment-provider.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from '../webhook-signature.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

export type StripeHttpClient = Stripe.HttpClient;

/** Stripe Checkout makes sessions that last between 30 minutes and 24 hours. */
const STRIPE_MIN_SESSION_SECONDS = 30 * 60;

/** The parts of a Stripe invoice the shop reads, across API versions (parent.subscription_details is 2025's). */
type InvoiceFields = {
  id?: string;
  amount_paid?: number;
  subscription?: string | { id: string } | null;
  parent?: {
    subscription_details?: { subscription?: string | { id: string }; metadata?: Record<string, string> };
  } | null;
  subscription_details?: { metadata?: Record<string, string> } | null;
  lines?: { data?: Array<{ period?: { start: number; end: number } }> };
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function subscriptionPayment(invoice: InvoiceFields): PaymentEvent['subscriptionPayment'] {
  const period = invoice.lines?.data?.[0]?.period;
  if (!invoice.id || !period) return undefined;
  const metadata = invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata;
  const userId = Number(metadata?.user_id);
  return {
    providerInvoiceId: invoice.id,
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
    totalPence: invoice.amount_paid ?? 0,
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
  };
}

/** A Stripe event as the shop's provider-neutral event. */
function toPaymentEvent(event: Stripe.Event, payload: string): PaymentEvent {
  const base = { id: event.id, providerType: event.type, payload, sessionId: sessionIdOf(event) };
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object as unknown as InvoiceFields;
    return {
      ...base,
      type: 'subscription.paid',
      providerSubscriptionId:
        idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription),
      subscriptionPayment: subscriptionPayment(invoice),
    };
  }
  if (event.type === 'customer.subscription.deleted') {
    return { ...base, type: 'subscription.ended', providerSubscriptionId: event.data.object.id };
  }
  const session = event.data.object as {
    subscription?: string | { id: string } | null;
    payment_intent?: string | { id: string } | null;
  };
  if (event.type === 'payment_intent.succeeded') {
    // A saved card's charge (decision 0195) names the shop's session it pays in its metadata.
    const intent = event.data.object;
    const sessionId = intent.metadata?.shop_session_id;
    return sessionId
      ? { ...base, type: 'session.completed', sessionId, paymentReference: intent.id }
      : { ...base, type: 'ignored' };
  }
  return {
    ...base,
    type: eventType(event),
    providerSubscriptionId: idOf(session.subscription),
    paymentReference: idOf(session.payment_intent),
  };
}

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

/** The card a completed setup-mode session saved: its setup intent's payment method. */
async function savedCardOf(client: Stripe, event: Stripe.Event): Promise<SavedCardDetails | undefined> {
  if (event.type !== 'checkout.session.completed' || event.data.object.mode !== 'setup') return undefined;
  const setupIntentId = idOf(event.data.object.setup_intent);
  if (!setupIntentId) return undefined;
  const intent = await client.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  const method = intent.payment_method;
  const customerId = idOf(intent.customer) ?? idOf(event.data.object.customer);
  if (typeof method !== 'object' || method === null || !method.card || !customerId) return undefined;
  return {
    customerId,
    paymentMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** Stripe's refusal of an off-session charge, as the shop tells it; anything else is thrown on. */
function declineOf(error: unknown): SavedCardChargeResult | undefined {
  const stripeError = error as { type?: string; code?: string; message?: string };
  if (stripeError?.type !== 'StripeCardError') return undefined;
  return {
    status: 'declined',
    code: stripeError.code === 'authentication_required' ? 'authentication_required' : 'card_declined',
    message: stripeError.message ?? 'The card was declined.',
  };
}

/** The payment intent behind a paid session: its own (payment mode) or its first invoice's (subscription mode). */
async function paymentIntentOf(client: Stripe, sessionId: string): Promise<string | null> {
  const session = await client.checkout.sessions.retrieve(sessionId, { expand: ['invoice'] });
  const own = idOf(session.payment_intent);
  if (own) return own;
  const invoice = session.invoice as { payment_intent?: string | { id: string } | null } | string | null;
  return typeof invoice === 'object' && invoice !== null ? idOf(invoice.payment_intent) : null;
}

function sessionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  return object.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null;
}

/**
 * Stripe Checkout through the official library (docs/product.md §11.1). The browser follows the
 * session's url to Stripe's hosted page, so Stripe.js and its publishable key are not needed.
 * `httpClient` lets tests stand in for Stripe's servers.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  httpClient?: StripeHttpClient;
}): PaymentProvider {
  // The library (three quarters of a megabyte) loads on the first payment, not at every start.
  let client: Promise<Stripe> | undefined;
  const stripe = () => {
    client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(options.secretKey, {
          ...(options.httpClient ? { httpClient: options.httpClient } : {}),
          maxNetworkRetries: 2,
          timeout: 20_000,
        }),
    );
    return client;
  };

  /** A Checkout Session in setup mode: saves a card to the venue's Stripe customer, charging nothing. */
  async function createSetupSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const client = await stripe();
    const customer =
      request.providerCustomerId ??
      (
        await client.customers.create({
          email: request.customerEmail,
          ...(request.userId ? { metadata: { user_id: String(request.userId) } } : {}),
        })
      ).id;
    const latest = Math.floor(request.expiresAt.getTime() / 1000);
    const earliest = Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_SECONDS;
    const session = await client.checkout.sessions.create({
      mode: 'setup',
      currency: 'gbp',
      customer,
      client_reference_id: request.reference,
      metadata: { reference: request.reference, kind: request.kind },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.max(latest, earliest),
    });
    if (!session.url) throw new Error(`Stripe made setup session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  }

  return {
    name: 'stripe',

    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
      if (request.kind === 'card_setup') return createSetupSession(request);
      const latest = Math.floor(request.expiresAt.getTime() / 1000);
      const earliest = Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_SECONDS;
      const recurring = request.kind === 'subscription';
      const session = await (await stripe()).checkout.sessions.create({
        mode: recurring ? 'subscription' : 'payment',
        customer_email: request.customerEmail,
        client_reference_id: request.reference,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: request.amountPence,
              product_data: { name: request.description },
              ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
            },
          },
        ],
        metadata: { reference: request.reference, kind: request.kind },
        ...(recurring && request.userId
          ? { subscription_data: { metadata: { user_id: String(request.userId) } } }
          : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.max(latest, earliest),
      });
      if (!session.url) throw new Error(`Stripe made checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async verifyEvent(rawBody, header, receivedAt) {
      const { webhooks } = await stripe();
      let event: Stripe.Event;
      try {
        event = webhooks.constructEvent(
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
      const paymentEvent = toPaymentEvent(event, rawBody.toString('utf8'));
      const savedCard = await savedCardOf(await stripe(), event);
      return savedCard ? { ...paymentEvent, type: 'card.saved', savedCard } : paymentEvent;
    },

    async chargeSavedCard(request) {
      try {
        const intent = await (await stripe()).paymentIntents.create(
          {
            amount: request.amountPence,
            currency: 'gbp',
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { reference: request.reference, shop_session_id: request.sessionId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'paid', paymentReference: intent.id };
        return {
          status: 'declined',
          code: 'authentication_required',
          message: `The payment needs the cardholder (${intent.status}).`,
        };
      } catch (error) {
        const declined = declineOf(error);
        if (declined) return declined;
        throw error;
      }
    },

    async forgetSavedCard(card) {
      await (await stripe()).paymentMethods.detach(card.paymentMethodId);
    },

    async expireSession(sessionId) {
      await (await stripe()).checkout.sessions.expire(sessionId);
    },

    async refund(request) {
      const client = await stripe();
      const paymentIntent = request.paymentReference ?? (await paymentIntentOf(client, request.sessionId));
      if (!paymentIntent) throw new Error(`Stripe session ${request.sessionId} names no payment to refund`);
      const refund = await client.refunds.create(
        { payment_intent: paymentIntent, amount: request.amountPence, reason: request.reason },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id };
    },

    async cancelAtPeriodEnd(providerSubscriptionId) {
      await (await stripe()).subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
  };
}
