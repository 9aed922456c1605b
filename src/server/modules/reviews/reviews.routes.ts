import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { NewReviewBody, NewReviewResponse } from '../../../domain/schemas/review.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { submitReview } from './reviews.service.ts';

export async function reviewsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Review a product (one review per customer per product); answers the product's new rating",
        tags: ['reviews'],
        security: [{ bearerAuth: [] }],
        body: NewReviewBody,
        response: {
          201: NewReviewResponse,
          401: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { user_id, ...review } = request.body;
      assertOwnId(request, user_id);
      return reply.code(201).send(await submitReview(app, currentUser(request), review));
    },
  );
}
