import type { FastifyInstance } from 'fastify';
import { sitemapSlugs } from './seo.repository.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/**
 * robots.txt and sitemap.xml, answered by the server rather than the app shell's index.html. The
 * catalogue (home, categories, products) is open to crawlers; accounts and checkout are private to
 * a visitor and the API is data, so they are kept out. The basket page stays crawlable: it holds
 * nothing private (the basket is in the visitor's own storage) and a blocked page scores as
 * unindexable in Lighthouse's SEO audit.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.APP_URL.replace(/\/+$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /download/',
      'Disallow: /customer-dashboard',
      'Disallow: /checkout',
      'Disallow: /order-success',
      'Disallow: /reset-password/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { categories, products } = await sitemapSlugs(app.db);
    const paths = [
      '/',
      ...categories.map((slug) => `/categories/${encodeURIComponent(slug)}`),
      ...products.map((slug) => `/product/details/${encodeURIComponent(slug)}`),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
  });
}
