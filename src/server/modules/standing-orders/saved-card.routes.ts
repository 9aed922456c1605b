import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { SaveCardAnswer, SavedCardAnswer } from '../../../domain/schemas/standing-orders.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { openCardSetup, removeSavedCard, savedCardOf } from './saved-card.service.ts';

const tags = ['standing orders'];
const security = [{ bearerAuth: [] }];

/**
 * The signed-in venue's card saved for its card standing orders (docs/delivery-promises.md §7,
 * decision 0195): seen, saved through the provider's page, replaced or removed.
 */
export async function savedCardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const depsOf = (log: SavedCardRouteLog) => ({
    db: app.db,
    clock: app.clock,
    provider: app.paymentProvider,
    appUrl: app.config.APP_URL,
    log,
  });

  app.get(
    '/api/standing-orders/saved-card',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The card saved for standing orders',
        description:
          'Its brand, last 4 digits and expiry (never its number), or null; `can_save` is false when the shop takes no cards.',
        tags,
        security,
        response: { 200: SavedCardAnswer, 401: ApiError },
      },
    },
    async (request) => savedCardOf(depsOf(request.log), currentUser(request).id),
  );

  app.post(
    '/api/standing-orders/saved-card',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Save (or replace) the card for standing orders',
        description:
          "Answers the card provider's page that saves a card, charging nothing (Stripe Checkout in setup mode, or the built-in page). Once the provider says it is saved, each card delivery of the venue's standing orders is charged to it when its order is placed. 422 when the shop takes no cards.",
        tags,
        security,
        response: { 200: SaveCardAnswer, 401: ApiError, 422: ApiError, 429: ApiError },
      },
    },
    async (request) => openCardSetup(depsOf(request.log), currentUser(request)),
  );

  app.delete(
    '/api/standing-orders/saved-card',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Remove the card saved for standing orders',
        description: 'Card deliveries are then placed awaiting payment, to be paid from the orders.',
        tags,
        security,
        response: { 200: SavedCardAnswer, 401: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const deps = depsOf(request.log);
      const userId = currentUser(request).id;
      await removeSavedCard(deps, userId);
      return savedCardOf(deps, userId);
    },
  );
}

type SavedCardRouteLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};
