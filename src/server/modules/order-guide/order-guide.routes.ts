import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessResponse } from '../../../domain/schemas/account.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import {
  OrderGuide,
  OrderGuideAddBody,
  OrderGuideHeadingChange,
  OrderGuideItemChange,
  OrderGuideOrderBody,
  OrderGuideProductIds,
  OrderGuideProductParams,
  OrderGuideStockChange,
  OrderProposal,
} from '../../../domain/schemas/order-guide.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  addToGuide,
  orderGuide,
  orderGuideOf,
  orderGuideProductIds,
  orderProposal,
  removeFromGuide,
  renameHeading,
  setGuideHeading,
  setGuideStock,
} from './order-guide.service.ts';

const tags = ['order guide'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ApiError, 404: ApiError, 422: ApiError, 429: ApiError };

/**
 * The signed-in venue's order guide. Every route works on the caller's own guide only: no id in
 * the request names an account, so another venue's guide cannot be asked for, and a product not
 * on the caller's guide is 404.
 */
export async function orderGuideRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/order-guide',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The venue's order guide",
        description:
          'Products the venue ordered in the last 12 weeks (most often ordered first, with the last quantity and date) and those it added, less those it removed; its own order and headings kept.',
        tags,
        security,
        response: { 200: OrderGuide, 401: ApiError },
      },
    },
    async (request) => orderGuideOf(app, currentUser(request).id),
  );

  app.get(
    '/api/order-guide/product-ids',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The ids of the products on the venue’s order guide',
        description:
          'Exactly the products `GET /api/order-guide` lists, ascending by id, without their catalogue data: enough for a product card to show whether its product is on the guide.',
        tags,
        security,
        response: { 200: OrderGuideProductIds, 401: ApiError },
      },
    },
    async (request) => orderGuideProductIds(app, currentUser(request).id),
  );

  app.post(
    '/api/order-guide/items',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Add a product to the order guide (one already on it stays where it is)',
        tags,
        security,
        body: OrderGuideAddBody,
        response: { 200: SuccessResponse, ...errors, 409: ApiError },
      },
    },
    async (request) => {
      await addToGuide(app, currentUser(request).id, request.body.product_id, request.body.heading);
      return { success: true as const };
    },
  );

  app.patch(
    '/api/order-guide/items/:product_id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Put a product of the guide under one of the venue's headings (null: none)",
        tags,
        security,
        params: OrderGuideProductParams,
        body: OrderGuideItemChange,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      await setGuideHeading(app, currentUser(request).id, request.params.product_id, request.body.heading);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/order-guide/items/:product_id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Take a product off the order guide (its orders no longer bring it back)',
        tags,
        security,
        params: OrderGuideProductParams,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      await removeFromGuide(app, currentUser(request).id, request.params.product_id);
      return { success: true as const };
    },
  );

  app.put(
    '/api/order-guide/order',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Put the order guide in this order',
        description:
          'The products named come first, in this order; any not named follow as the guide places them.',
        tags,
        security,
        body: OrderGuideOrderBody,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      await orderGuide(app, currentUser(request).id, request.body.product_ids);
      return { success: true as const };
    },
  );

  app.patch(
    '/api/order-guide/items/:product_id/stock',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Set the par level or today’s stock count of a product on the guide',
        description:
          'Both are whole units, one of what a pack holds (a can of a case of 24), from 0 to 99999; null clears one. A count is dated now: only today’s count (Europe/London) makes the proposed order.',
        tags,
        security,
        params: OrderGuideProductParams,
        body: OrderGuideStockChange,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      await setGuideStock(app, currentUser(request).id, request.params.product_id, request.body);
      return { success: true as const };
    },
  );

  app.get(
    '/api/order-guide/proposal',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The order today’s stock count proposes',
        description:
          'Every product of the guide still sold, with a par and a count taken today below it: par minus count, rounded up to whole packs, at today’s prices. Nothing is added to any basket.',
        tags,
        security,
        response: { 200: OrderProposal, 401: ApiError },
      },
    },
    async (request) => orderProposal(app, currentUser(request).id),
  );

  app.put(
    '/api/order-guide/headings',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Rename one of the venue's headings, or take it away",
        description:
          'Every product under `from` goes under `to`; with `to` null they stay on the guide under no heading. 404 when no product of the guide is under `from`.',
        tags,
        security,
        body: OrderGuideHeadingChange,
        response: { 200: SuccessResponse, ...errors },
      },
    },
    async (request) => {
      await renameHeading(app, currentUser(request).id, request.body.from, request.body.to);
      return { success: true as const };
    },
  );
}
