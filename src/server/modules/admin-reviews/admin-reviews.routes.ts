import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ManagedReviewPage,
  PageQuery,
  ProductIdParam,
  ReviewVisibility,
} from '../../../domain/schemas/back-office-catalogue.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { managedReviewPage, setReviewVisibility } from './admin-reviews.service.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError };

/** Reviews for the admin: every one, newest first, hidden ones too; hide or show one. */
export async function adminReviewsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        ...common,
        summary: 'Every review, newest first',
        querystring: PageQuery,
        response: { 200: ManagedReviewPage, ...errors },
      },
    },
    async (request) => managedReviewPage(app.db, request.query.page),
  );
  for (const [action, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(
      `/api/admin/reviews/:id/${action}`,
      {
        schema: {
          ...common,
          summary: hidden
            ? "Hide a review: the product's rating and count are recomputed without it"
            : 'Show a hidden review again',
          params: ProductIdParam,
          response: { 200: ReviewVisibility, ...errors },
        },
      },
      async (request) => setReviewVisibility(app, currentUser(request), request.params.id, hidden),
    );
  }
}
