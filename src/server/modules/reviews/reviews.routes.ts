import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import {
  MyReviewQuery,
  MyReviewResponse,
  NewReviewBody,
  NewReviewResponse,
} from '../../../domain/schemas/review.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { hasReviewed, submitReview } from './reviews.service.ts';

/** docs/product.md §7.1: the review client reads `error`; refusals carry it beside the usual `{ message, errors }`. */
const ReviewRefusal = ApiError.extend({ error: z.string() });

export async function reviewsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: only the reviews endpoint answers with the extra field.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const refusal = payload as { message?: unknown } | null;
    if (reply.statusCode < 400 || typeof refusal?.message !== 'string') return payload;
    return { ...refusal, error: refusal.message };
  });

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
          401: ReviewRefusal,
          403: ReviewRefusal,
          404: ReviewRefusal,
          409: ReviewRefusal,
          422: ReviewRefusal,
        },
      },
    },
    async (request, reply) => {
      const { user_id, ...review } = request.body;
      assertOwnId(request, user_id);
      return reply.code(201).send(await submitReview(app, currentUser(request), review));
    },
  );

  app.get(
    '/api/my-review',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Whether the signed-in customer has reviewed the product (public reviews carry no user id to compare)',
        tags: ['reviews'],
        security: [{ bearerAuth: [] }],
        querystring: MyReviewQuery,
        response: { 200: MyReviewResponse, 401: ReviewRefusal, 403: ReviewRefusal, 422: ReviewRefusal },
      },
    },
    async (request) => {
      assertOwnId(request, request.query.user_id);
      return { reviewed: await hasReviewed(app.db, currentUser(request).id, request.query.product_id) };
    },
  );
}
