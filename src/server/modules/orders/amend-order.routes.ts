import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import {
  AmendOrderBody,
  AmendOrderParams,
  AmendOrderResponse,
  AwaitingChangeResponse,
} from '../../../domain/schemas/order-amendment.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { amendOrder, awaitingChangeOf } from './amend-order.service.ts';

/** A customer changes their placed order until its slot's cut-off (docs/delivery-promises.md §5). */
export async function amendOrderRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/myorders/:order_id/amend',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Change one of the caller's orders until its slot's cut-off",
        description:
          'The body lists every line the order should have (product id and quantity; a line left out is removed) and ' +
          'optionally another delivery day and slot. Lines the order had keep the price they were sold at; added ' +
          'products take today’s. The minimum order, the new slot (cut-off, closure, places: 409 when full) and ' +
          'pay-later credit are checked again. A pay-later order’s credit moves by the difference; an unpaid card ' +
          'order’s payment pages close; a paid order costing less is refunded the difference. A paid card order ' +
          'costing more is not changed yet: the answer’s `payment_url` is the page to pay the difference, and the ' +
          'change is made when that payment arrives (refunded if it can no longer be made); a paid pay-later ' +
          'invoice costing more is refused (422). An invoiced order’s invoice is cancelled and replaced by a new number. From the slot’s ' +
          'cut-off on: 422. Another customer’s order answers 404. `preview: true` answers the figures and changes nothing.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: AmendOrderParams,
        body: AmendOrderBody,
        response: {
          200: AmendOrderResponse,
          401: ApiError,
          404: ApiError,
          409: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request) =>
      amendOrder(
        {
          db: app.db,
          clock: app.clock,
          mailer: app.mailer,
          config: app.config,
          provider: app.paymentProvider,
          appUrl: app.config.APP_URL,
          log: request.log,
        },
        currentUser(request),
        request.params.order_id,
        request.body,
      ),
  );

  app.get(
    '/api/myorders/:order_id/awaiting-change',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A change to one of the caller's paid card orders waiting for its difference to be paid",
        description:
          'When a change made the paid card order cost more, the change is made once the difference is paid: ' +
          '`awaiting_change` gives the difference (pence) and the card page to pay it on while that page is open, ' +
          'else null. Another customer’s order answers 404.',
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        params: AmendOrderParams,
        response: { 200: AwaitingChangeResponse, 401: ApiError, 404: ApiError, 429: ApiError },
      },
    },
    async (request) =>
      awaitingChangeOf({ db: app.db, clock: app.clock }, currentUser(request), request.params.order_id),
  );
}
