import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessResponse } from '../../../domain/schemas/account.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import {
  NewStandingOrderBody,
  OccurrenceParams,
  OccurrenceQuantitiesBody,
  StandingOrder,
  StandingOrderList,
} from '../../../domain/schemas/standing-orders.ts';
import { STANDING_ORDER_LEAD_MINUTES } from '../../../domain/standing-orders.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  changeOccurrence,
  createStandingOrder,
  editStandingOrder,
  pauseStandingOrder,
  removeStandingOrder,
  skipOccurrence,
  standingOrderOf,
  standingOrdersOf,
} from './standing-orders.service.ts';

const tags = ['standing orders'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ApiError, 404: ApiError, 422: ApiError, 429: ApiError };
const occurrenceErrors = { ...errors, 409: ApiError };

/**
 * The signed-in venue's standing orders (docs/delivery-promises.md §7). Every route works on the
 * caller's own standing orders only: another venue's answers 404, exactly as one that does not exist.
 * Writes count towards the per-user write limit like every other.
 */
export async function standingOrdersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: app.clock };

  app.get(
    '/api/standing-orders',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The venue's standing orders",
        description:
          'The newest first, each with its lines, its coming deliveries (placing time, cut-off, skipped, placed with its order number, or failed with the reason) and its latest failure.',
        tags,
        security,
        response: { 200: StandingOrderList, 401: ApiError },
      },
    },
    async (request) => standingOrdersOf(deps, currentUser(request).id),
  );

  app.post(
    '/api/standing-orders',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Make a standing order',
        description:
          `Product ids and quantities (from a basket, the order guide or a past order), days of the week (1 Monday to 7 Sunday), a slot and a payment. Each delivery is placed ${STANDING_ORDER_LEAD_MINUTES / 60} hours before its cut-off at that day’s prices and rules, through the checkout’s own checks, to the venue’s saved address. ` +
          'Pay later needs the account’s pay later; a card delivery is placed awaiting payment (decision 0186). Every product must be sold today.',
        tags,
        security,
        body: NewStandingOrderBody,
        response: { 201: StandingOrder, ...errors, 409: ApiError },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createStandingOrder(deps, currentUser(request), request.body);
    },
  );

  app.get(
    '/api/standing-orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'One standing order and its coming deliveries',
        tags,
        security,
        params: IdParam,
        response: { 200: StandingOrder, ...errors },
      },
    },
    async (request) => standingOrderOf(deps, currentUser(request).id, request.params.id),
  );

  app.put(
    '/api/standing-orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Edit a standing order',
        description:
          'Replaces its name, days of the week, slot, payment and lines (product ids and quantities), checked as when it is made: every product must be sold today, pay later needs the account’s. ' +
          'Applies to every delivery not yet placed; a delivery’s own quantities still apply to the products that stay. A delivery being placed at that moment is placed from the old version or the new one, whole.',
        tags,
        security,
        params: IdParam,
        body: NewStandingOrderBody,
        response: { 200: StandingOrder, ...errors },
      },
    },
    async (request) => editStandingOrder(deps, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/standing-orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Delete a standing order',
        description: 'No further delivery is placed; the orders it placed stay.',
        tags,
        security,
        params: IdParam,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      await removeStandingOrder(deps, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/api/standing-orders/:id/${action}`,
      {
        onRequest: app.authenticate,
        schema: {
          summary: paused
            ? 'Pause a standing order: no delivery is placed'
            : 'Resume a paused standing order',
          tags,
          security,
          params: IdParam,
          response: { 200: StandingOrder, ...errors },
        },
      },
      async (request) => pauseStandingOrder(deps, currentUser(request).id, request.params.id, paused),
    );
  }

  app.put(
    '/api/standing-orders/:id/occurrences/:date/skip',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Skip one delivery',
        description:
          'Until its order is placed and before its cut-off; 409 once placed or past the cut-off, 422 for a day the standing order does not deliver.',
        tags,
        security,
        params: OccurrenceParams,
        response: { 200: StandingOrder, ...occurrenceErrors },
      },
    },
    async (request) =>
      skipOccurrence(deps, currentUser(request).id, request.params.id, request.params.date, true),
  );

  app.delete(
    '/api/standing-orders/:id/occurrences/:date/skip',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Put a skipped delivery back',
        tags,
        security,
        params: OccurrenceParams,
        response: { 200: StandingOrder, ...occurrenceErrors },
      },
    },
    async (request) =>
      skipOccurrence(deps, currentUser(request).id, request.params.id, request.params.date, false),
  );

  app.put(
    '/api/standing-orders/:id/occurrences/:date/lines',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Change one delivery’s quantities',
        description:
          'Quantities of the standing order’s own products for this delivery only; 0 leaves a product out, and those not given keep the standing order’s quantity. Until its order is placed.',
        tags,
        security,
        params: OccurrenceParams,
        body: OccurrenceQuantitiesBody,
        response: { 200: StandingOrder, ...occurrenceErrors },
      },
    },
    async (request) =>
      changeOccurrence(deps, currentUser(request).id, request.params.id, request.params.date, request.body),
  );
}
