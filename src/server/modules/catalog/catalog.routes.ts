import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Category, ProductDetail, ProductListQuery, ProductPage } from '../../../domain/schemas/catalog.ts';
import { categoryTree, productDetail, productPage } from './catalog.service.ts';
import { productImageRoutes } from './product-images.routes.ts';

const ProductParams = z.strictObject({ idOrSlug: z.string().min(1).max(200) });

/** The public catalogue: guests browse it, so a bearer token is accepted but never required. */
export async function catalogRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/products',
    { schema: { querystring: ProductListQuery, response: { 200: ProductPage } } },
    async (request) => productPage(app.db, request.query),
  );

  app.get(
    '/api/products/:idOrSlug',
    { schema: { params: ProductParams, response: { 200: ProductDetail } } },
    async (request) => productDetail(app.db, request.params.idOrSlug),
  );

  app.get('/api/categories', { schema: { response: { 200: z.array(Category) } } }, async () =>
    categoryTree(app.db),
  );

  await app.register(productImageRoutes);
}
