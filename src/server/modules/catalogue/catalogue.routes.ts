import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Category, ProductDetail, ProductListQuery, ProductPage } from '../../../domain/schemas/catalogue.ts';
import { AppError } from '../../errors.ts';
import { ifNoneMatchHits } from '../../plugins/if-none-match.ts';
import { categoryTree, productDetail, productPage } from './catalogue.service.ts';
import { catalogueEtag } from './catalogue-cache.ts';
import { orderIndexFor } from './catalogue-order-index.ts';
import { productImageRoutes } from './product-images.routes.ts';

const ProductParams = z.strictObject({ idOrSlug: z.string().min(1).max(200) });

/** Sends JSON that is already serialised (from the catalogue cache) as it is. */
function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => String(payload))
    .send(body);
}

/**
 * Answers a catalogue read: 304 when the client's copy (If-None-Match) is of the current answers
 * version, otherwise the answer from the cache or `compute`, with its ETag. Errors carry none.
 */
async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const version = await app.catalogueCache.currentVersion();
  const etag = catalogueEtag(version, request.url);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    return reply.code(304).header('etag', etag).send();
  }
  const body = await app.catalogueCache.json(key, version, compute);
  return sendJson(reply.header('etag', etag), body);
}

export const TOO_MANY_CATALOGUE_READS =
  'Too many requests from your address. Please wait a minute and try again.';

/** The public catalogue: guests browse it, so a bearer token is accepted but never required. */
export async function catalogueRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => orderIndexFor(app.db).stop());
  // Generous for a person or a venue behind one address; it stops one client from queueing the
  // process with searches the cache cannot answer. Images are left out: a page shows dozens.
  const max = app.config.CATALOG_RATE_LIMIT;
  const config: FastifyContextConfig =
    max > 0
      ? {
          rateLimit: {
            max,
            timeWindow: '1 minute',
            errorResponseBuilder: () => new AppError(429, TOO_MANY_CATALOGUE_READS),
          },
        }
      : {};

  app.get(
    '/api/products',
    { schema: { querystring: ProductListQuery, response: { 200: ProductPage } }, config },
    async (request, reply) => {
      const { page, category_id, q, free_from } = request.query;
      const key = `page:${category_id ?? ''}:${page}:${free_from.join(',')}:${q ?? ''}`;
      return answer(app, request, reply, key, () => productPage(app.db, request.query));
    },
  );

  app.get(
    '/api/products/:idOrSlug',
    { schema: { params: ProductParams, response: { 200: ProductDetail } }, config },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      return answer(app, request, reply, `product:${idOrSlug}`, () => productDetail(app.db, idOrSlug));
    },
  );

  app.get(
    '/api/categories',
    { schema: { response: { 200: z.array(Category) } }, config },
    async (request, reply) => answer(app, request, reply, 'categories', () => categoryTree(app.db)),
  );

  await app.register(productImageRoutes);
}
