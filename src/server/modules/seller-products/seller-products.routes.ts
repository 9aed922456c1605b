import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductSummary } from '../../../domain/schemas/catalog.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { ownerIdQuery } from '../../../domain/schemas/ids.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { sellerProducts } from './seller-products.service.ts';

export async function sellerProductsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/seller-products',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A seller's own products, by name (empty for an account that sells nothing)",
        tags: ['seller'],
        security: [{ bearerAuth: [] }],
        querystring: ownerIdQuery('seller_id'),
        response: { 200: z.array(ProductSummary), 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.query.seller_id);
      return sellerProducts(app.db, currentUser(request).id);
    },
  );
}
