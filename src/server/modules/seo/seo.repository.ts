import type { Db } from '../../db/database.ts';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The slugs of every category and of products up to the sitemap's limit, categories first. */
export async function sitemapSlugs(db: Db): Promise<{ categories: string[]; products: string[] }> {
  const categories = await db
    .selectFrom('categories')
    .select('slug')
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  const products = await db
    .selectFrom('products')
    .select('slug')
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(Math.max(0, SITEMAP_MAX_URLS - 1 - categories.length))
    .execute();
  return { categories: categories.map((row) => row.slug), products: products.map((row) => row.slug) };
}
