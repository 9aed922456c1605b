import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { BUILTIN_SIGNATURE_HEADER, BUILTIN_WEBHOOK_PATH } from '../../payments/builtin/builtin-provider.ts';
import { InvalidPaymentEvent, type PaymentProvider } from '../../payments/payment-provider.ts';
import { STRIPE_SIGNATURE_HEADER, STRIPE_WEBHOOK_PATH } from '../../payments/stripe/stripe-provider.ts';
import { processPaymentEvent } from './process-payment-event.ts';

export const BAD_SIGNATURE = 'The payment event’s signature could not be verified.';

const ROUTES: Record<PaymentProvider['name'], { path: string; header: string }> = {
  builtin: { path: BUILTIN_WEBHOOK_PATH, header: BUILTIN_SIGNATURE_HEADER },
  stripe: { path: STRIPE_WEBHOOK_PATH, header: STRIPE_SIGNATURE_HEADER },
};

/**
 * The provider's webhook: one route, for the provider in use. The signature covers the exact bytes
 * sent, so this plugin reads every body as a Buffer (its own parser, scoped to this plugin; the
 * rest of the API keeps its JSON parser). A bad or stale signature gets 400 and changes nothing;
 * every verified event gets 200, whatever it did, so the provider stops sending it.
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  const provider = app.paymentProvider;
  if (!provider) return;
  const route = ROUTES[provider.name];

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(route.path, { schema: { hide: true } }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers[route.header];
    let event: Awaited<ReturnType<PaymentProvider['verifyEvent']>>;
    try {
      event = await provider.verifyEvent(
        rawBody,
        typeof header === 'string' ? header : undefined,
        app.clock.now(),
      );
    } catch (error) {
      if (!(error instanceof InvalidPaymentEvent)) throw error;
      request.log.warn({ reason: error.message }, 'payment event refused');
      throw new AppError(400, BAD_SIGNATURE, { signature: [BAD_SIGNATURE] });
    }
    const outcome = await processPaymentEvent(
      { db: app.db, clock: app.clock, mailer: app.mailer, config: app.config, provider, log: request.log },
      event,
    );
    request.log.info({ eventId: event.id, type: event.providerType, outcome }, 'payment event');
    return { received: true, outcome };
  });
}
