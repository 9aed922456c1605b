import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import { Order, RecallResponse, VerifyOrderBody } from '../../../domain/schemas/order.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { cancelOrder, recallOrder, verifyOrder } from './order-actions.service.ts';

const BEARER = [{ bearerAuth: [] }];

/** What a customer does with an order once placed: cancel it, recall it into the basket, verify it (docs/product.md §4.2, §7.1). */
export async function orderActionsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.delete(
    '/api/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Cancel one of the user's orders",
        description:
          'Only while payment is pending and the order is neither cancelled nor outstanding (409 otherwise). ' +
          "Another user's order answers 404, like a missing one.",
        tags: ['orders'],
        security: BEARER,
        params: IdParam,
        response: {
          200: z.object({ success: z.literal(true), order: Order }),
          401: ApiError,
          404: ApiError,
          409: ApiError,
          422: ApiError,
        },
      },
    },
    async (request) => {
      const order = await cancelOrder(
        {
          db: app.db,
          clock: app.clock,
          mailer: app.mailer,
          config: app.config,
          provider: app.paymentProvider,
          log: request.log,
        },
        currentUser(request).id,
        request.params.id,
      );
      return { success: true as const, order };
    },
  );

  app.post(
    '/api/orders/:id/recall',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "An order's products as a new basket, at today's prices",
        description:
          'No body. Products that no longer exist are left out and their titles listed in `skipped`.',
        tags: ['orders'],
        security: BEARER,
        params: IdParam,
        response: { 200: RecallResponse, 401: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request) => recallOrder(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/verify-order',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "One of the user's orders by its number (the order success page)",
        description:
          "user_id must be the caller's (403). An unknown or another customer's order answers 404.",
        tags: ['orders'],
        security: BEARER,
        body: VerifyOrderBody,
        response: { 200: Order, 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.body.user_id);
      return verifyOrder(app.db, currentUser(request).id, request.body.order_id, app.clock.now());
    },
  );
}
