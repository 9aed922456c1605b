import type { FastifyInstance } from 'fastify';
import {
  BUILTIN_WEBHOOK_PATH,
  type BuiltinPaymentProvider,
  createBuiltinProvider,
} from './builtin/builtin-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider, type StripeHttpClient } from './stripe/stripe-provider.ts';

/**
 * The provider the shop takes cards with: Stripe when STRIPE_SECRET_KEY is set; otherwise the
 * built-in test provider, except in production, where a page that takes only test cards would
 * stop real customers paying, unless BUILTIN_PAYMENTS_IN_PRODUCTION says this is a staging shop.
 */
export function createPaymentProviders(
  app: FastifyInstance,
  stripeHttpClient?: StripeHttpClient,
): {
  provider: PaymentProvider | null;
  builtin: BuiltinPaymentProvider | null;
} {
  const { config } = app;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const stripe = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      httpClient: stripeHttpClient,
    });
    return { provider: stripe, builtin: null };
  }
  if (config.isProduction && config.BUILTIN_PAYMENTS_IN_PRODUCTION !== 'true') {
    return { provider: null, builtin: null };
  }
  const builtin = createBuiltinProvider({
    db: app.db,
    clock: app.clock,
    appUrl: config.APP_URL,
    // Through the shop's own HTTP stack, as a request from the provider would come: routing, body
    // parsing and the signature check all run. In-process, so it works before and without listen.
    deliver: async (body, headers) =>
      (await app.inject({ method: 'POST', url: BUILTIN_WEBHOOK_PATH, payload: body, headers })).statusCode,
    log: app.log,
  });
  return { provider: builtin, builtin };
}
