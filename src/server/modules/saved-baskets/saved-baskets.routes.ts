import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessResponse } from '../../../domain/schemas/account.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import {
  NewSavedBasketBody,
  RenameSavedBasketBody,
  SavedBasketContents,
  SavedBasketList,
  SavedBasketSummary,
} from '../../../domain/schemas/saved-baskets.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  deleteBasket,
  loadSavedBasket,
  renameBasket,
  saveBasket,
  savedBasketsOf,
} from './saved-baskets.service.ts';

const tags = ['saved baskets'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ApiError, 404: ApiError, 422: ApiError, 429: ApiError };

/**
 * The signed-in venue's saved baskets. Every route works on the caller's own baskets only: another
 * venue's basket answers 404, exactly as one that does not exist.
 */
export async function savedBasketsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/saved-baskets',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The venue's saved baskets",
        description:
          'The most lately saved or renamed first, each with how many products and packs it holds.',
        tags,
        security,
        response: { 200: SavedBasketList, 401: ApiError },
      },
    },
    async (request) => savedBasketsOf(app, currentUser(request).id),
  );

  app.post(
    '/api/saved-baskets',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Save the basket under a name',
        description:
          'Product ids and quantities only: no price is kept, loading prices the lines again. Every product must be sold today; a name the venue already uses (in any case) is 409.',
        tags,
        security,
        body: NewSavedBasketBody,
        response: { 201: SavedBasketSummary, ...errors, 409: ApiError },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return saveBasket(app, currentUser(request).id, request.body);
    },
  );

  app.get(
    '/api/saved-baskets/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'A saved basket to load, at today’s prices',
        description:
          'Its lines at today’s catalogue data and prices (never those of the day it was saved), and the names of its products no longer sold. Loading it into the basket, in place of it or added to it, is the browser’s.',
        tags,
        security,
        params: IdParam,
        response: { 200: SavedBasketContents, ...errors },
      },
    },
    async (request) => loadSavedBasket(app, currentUser(request).id, request.params.id),
  );

  app.patch(
    '/api/saved-baskets/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Rename a saved basket',
        tags,
        security,
        params: IdParam,
        body: RenameSavedBasketBody,
        response: { 200: SuccessResponse, ...errors, 409: ApiError },
      },
    },
    async (request) => {
      await renameBasket(app, currentUser(request).id, request.params.id, request.body.name);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/saved-baskets/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Delete a saved basket',
        tags,
        security,
        params: IdParam,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      await deleteBasket(app, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
}
