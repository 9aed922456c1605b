import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuery, SellerOrderLinePage } from '../../../domain/schemas/back-office-catalogue.ts';
import { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { ownerIdQuery } from '../../../domain/schemas/ids.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { sellerOrderLines, sellerProducts } from './seller-products.service.ts';

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
      // An admin may look at any seller's products; everyone else only at their own.
      if (currentUser(request).role !== 'admin') assertOwnId(request, request.query.seller_id);
      return sellerProducts(app.db, request.query.seller_id);
    },
  );

  app.get(
    '/api/seller/orders',
    {
      onRequest: app.requireRole('seller', 'admin'),
      schema: {
        summary: "Order lines of the seller's own products: order number, day, slot, quantity and status",
        tags: ['seller'],
        security: [{ bearerAuth: [] }],
        querystring: PageQuery,
        response: { 200: SellerOrderLinePage, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => sellerOrderLines(app.db, currentUser(request).id, request.query.page),
  );
}
