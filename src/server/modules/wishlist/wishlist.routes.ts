import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessResponse } from '../../../domain/schemas/account.ts';
import { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { ownerIdQuery } from '../../../domain/schemas/ids.ts';
import {
  WishlistClearBody,
  WishlistItemBody,
  WishlistProductParams,
  WishlistRemoveBody,
} from '../../../domain/schemas/wishlist.ts';
import { ValidationError } from '../../errors.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { addToWishlist, clearWishlistOf, removeFromWishlist, wishlistOf } from './wishlist.service.ts';

export const PRODUCT_ID_MISMATCH = 'The product_id in the body must match the one in the path.';

const tags = ['wishlist'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ApiError, 403: ApiError, 422: ApiError };

/** The signed-in customer's wishlist. Every id from the browser must be the caller's own. */
export async function wishlistRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/wishlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The customer's wishlist, the most recently added product first",
        tags,
        security,
        querystring: ownerIdQuery('user_id'),
        response: { 200: z.array(ProductSummary), ...errors },
      },
    },
    async (request) => {
      assertOwnId(request, request.query.user_id);
      return wishlistOf(app.db, currentUser(request).id);
    },
  );

  app.post(
    '/api/wishlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Add a product to the wishlist (adding it again changes nothing)',
        tags,
        security,
        body: WishlistItemBody,
        response: { 200: SuccessResponse, ...errors, 404: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.body.user_id);
      await addToWishlist(app, currentUser(request).id, request.body.product_id);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/wishlist/:product_id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Remove a product from the wishlist (one not on it is not an error)',
        description: 'The body is optional; when it names a user or product they must match.',
        tags,
        security,
        params: WishlistProductParams,
        body: WishlistRemoveBody,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      const productId = request.params.product_id;
      const body = request.body;
      assertOwnId(request, body?.user_id);
      if (body?.product_id !== undefined && body.product_id !== productId) {
        throw new ValidationError(PRODUCT_ID_MISMATCH, { product_id: [PRODUCT_ID_MISMATCH] });
      }
      await removeFromWishlist(app.db, currentUser(request).id, productId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/wishlist/delete-all',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Empty the wishlist',
        tags,
        security,
        body: WishlistClearBody,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      assertOwnId(request, request.body.user_id);
      await clearWishlistOf(app.db, currentUser(request).id);
      return { success: true as const };
    },
  );
}
