import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { ownerIdQuery } from '../../../domain/schemas/ids.ts';
import { Order } from '../../../domain/schemas/order.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { listMyOrders } from './orders.service.ts';

/** The signed-in customer's orders (SPEC 7). Read-only for now; placing and cancelling come later. */
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
      return listMyOrders(app.db, currentUser(request).id);
    },
  );
}
