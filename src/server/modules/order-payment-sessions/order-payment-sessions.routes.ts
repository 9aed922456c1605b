import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { CheckoutBody, CheckoutSessionResponse } from '../../../domain/schemas/payment.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { startOrderCheckout } from './order-payment-sessions.service.ts';

/** POST /api/checkout (docs/product.md §7.1): the card payment page for a placed order. */
export async function checkoutRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/checkout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'A card payment session for one of your orders',
        description:
          'For an unpaid order of the caller that is pending (card or payment link) or outstanding (a ' +
          'pay-later invoice). Answers the payment page (`url`) the browser goes to, and the session id; ' +
          'an open session is reused. The order is marked paid only when the provider’s event arrives.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        body: CheckoutBody,
        response: {
          200: CheckoutSessionResponse,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
          422: ApiError,
          503: ApiError,
        },
      },
    },
    async (request) =>
      startOrderCheckout(
        {
          db: app.db,
          clock: app.clock,
          appUrl: app.config.APP_URL,
          provider: app.paymentProvider,
          log: request.log,
        },
        currentUser(request),
        request.body.order_id,
        request.body.email,
        request.body.payment_method,
      ),
  );
}
