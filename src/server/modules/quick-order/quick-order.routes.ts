import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { QuickOrderMatch, QuickOrderMatchBody } from '../../../domain/schemas/quick-order.ts';
import { namesIndexFor } from './catalogue-names-index.ts';
import { matchQuickOrder } from './quick-order.service.ts';

/** Quick order for signed-in venues: lines typed or pasted, matched to the catalogue. */
export async function quickOrderRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // A build of the names still running when the app closes would fail against the closed database.
  app.addHook('onClose', () => namesIndexFor(app.db).stop());

  app.post(
    '/api/quick-order/match',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Match typed or pasted order lines to products',
        description:
          'Each line ("12 x lemons", "SKU123 4", "4 cases coke zero") is read for a quantity of packs and an order code or name, then matched: certain (one product), unsure (up to three candidates), unmatched, or unreadable. Blank lines are skipped. Nothing is added to any basket.',
        tags: ['quick order'],
        security: [{ bearerAuth: [] }],
        body: QuickOrderMatchBody,
        response: { 200: QuickOrderMatch, 401: ApiError, 422: ApiError, 429: ApiError },
      },
    },
    async (request) => matchQuickOrder(app.db, request.body.lines),
  );
}
