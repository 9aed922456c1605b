import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { ownerIdQuery } from '../../../domain/schemas/ids.ts';
import { NewOrderBody, NewOrderResponse, Order, PriceMismatch } from '../../../domain/schemas/order.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { BAD_IDEMPOTENCY_KEY, parseIdempotencyKey } from './idempotency-key.ts';
import { listMyOrders } from './orders.service.ts';
import { placeOrder } from './place-order.service.ts';
import { numberAwaitingInvoices } from './place-order-invoice-numbers.ts';

/**
 * Documents the optional header; the key itself is checked by parseIdempotencyKey, so a bad one is
 * reported on 'Idempotency-Key' like any other field. Other headers pass through untouched.
 */
const OrderHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .meta({
      description: `Makes a repeated submission answer the first order (200) instead of placing a second. ${BAD_IDEMPOTENCY_KEY}`,
    }),
});

/** The signed-in customer's orders (docs/product.md §7.1): listing them and placing one. */
export async function ordersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/myorders',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The user's orders with their items, newest first",
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        querystring: ownerIdQuery('user_id'),
        response: { 200: z.array(Order), 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.query.user_id);
      // Every invoice shows its number: one awaiting it is numbered first (decision 0177).
      await numberAwaitingInvoices(app);
      return listMyOrders(app.db, currentUser(request).id, app.clock.now());
    },
  );

  const placeDeps = { db: app.db, clock: app.clock, mailer: app.mailer, config: app.config };
  app.post(
    '/api/myorders',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Place an order (card or pay later)',
        description:
          'Every price, the VAT, the totals, member pricing, the £200 minimum, the delivery zone, day and slot, and ' +
          'pay-later eligibility are worked out again on the server. Figures that differ from the server’s get 409 ' +
          'with the server’s figures and nothing is written. A line asking for more than a product has in stock gets ' +
          '409 naming the product and how many are left. A pay-later order is outstanding, invoiced at once and ' +
          'takes the total from the credit; other orders are pending until paid. An optional PO number, delivery notes ' +
          'and a note per line are kept with the order; an account that requires a PO number gets 422 naming ' +
          'po_number without one, and nothing is written.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        headers: OrderHeaders,
        body: NewOrderBody,
        response: {
          200: NewOrderResponse.describe('The order a submission with the same Idempotency-Key placed'),
          201: NewOrderResponse,
          401: ApiError,
          403: ApiError,
          409: z.union([PriceMismatch, ApiError]),
          422: ApiError,
          // The per-user write limit (USER_WRITE_RATE_LIMIT) applies to every write.
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      assertOwnId(request, request.body.user_id);
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      const result = await placeOrder(placeDeps, currentUser(request), request.body, key);
      return reply.status(result.status).send(result.body);
    },
  );
}
