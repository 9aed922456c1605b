import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import { findCategoryImageSubject, findProductImageSubject } from './catalogue.repository.ts';
import { renderImage } from './svg-image.ts';

const MAX_IMAGES_PER_PRODUCT = 4;
// A week fresh, then revalidated by ETag: a renamed product gets its new picture within days at most.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

const Slug = z.string().min(1).max(200);
// `n` is checked in the handler: a picture number out of range is a missing image (404), not bad input.
const ProductImageParams = z.strictObject({ slug: Slug, n: z.string() });
const CategoryImageParams = z.strictObject({ slug: Slug });

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * Product and category pictures drawn on the fly (no network, no files), so the demo catalogue
 * and a 100,000-product benchmark both have images. Registered explicitly: the SPA fallback
 * would otherwise answer these paths with index.html.
 */
export async function productImageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/images/products/:slug/:n.svg',
    { schema: { params: ProductImageParams } },
    async (request, reply) => {
      const { slug, n } = request.params;
      const number = /^[1-9]$/.test(n) ? Number(n) : 0;
      const inRange = number >= 1 && number <= MAX_IMAGES_PER_PRODUCT;
      const subject = inRange ? await findProductImageSubject(app.db, slug) : undefined;
      if (!subject) throw new NotFoundError('No such product image.');
      const svg = renderImage({
        title: subject.name,
        caption: subject.category_name,
        groupSlug: subject.group_slug,
        seed: `${slug}/${number}`,
      });
      return sendSvg(request, reply, svg);
    },
  );

  app.get(
    '/images/categories/:slug.svg',
    { schema: { params: CategoryImageParams } },
    async (request, reply) => {
      const subject = await findCategoryImageSubject(app.db, request.params.slug);
      if (!subject) throw new NotFoundError('No such category image.');
      const isTopLevel = subject.category_slug === request.params.slug;
      const svg = renderImage({
        title: subject.name,
        caption: isTopLevel ? undefined : subject.category_name,
        groupSlug: subject.group_slug,
        seed: request.params.slug,
      });
      return sendSvg(request, reply, svg);
    },
  );
}
