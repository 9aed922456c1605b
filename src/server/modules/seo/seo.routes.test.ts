import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createTestProduct } from '../catalogue/catalogue-test-data.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { APP_URL: 'http://localhost:4321/' } });
  const category = await ctx.db
    .insertInto('categories')
    .values({ parent_id: null, name: 'Drinks', slug: 'drinks', image: '/x.svg', favourite: 0, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createTestProduct(ctx.db, { name: 'Tonic water', slug: 'tonic-water', category_id: category.id });
});

afterAll(async () => {
  await ctx.close();
});

describe('robots.txt', () => {
  it('is plain text that opens the catalogue, keeps out private pages and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *\n');
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Disallow: /customer-dashboard\n');
    expect(response.body).not.toContain('Disallow: /cart');
    expect(response.body).not.toMatch(/Disallow: \/\n/);
    expect(response.body).toContain('Sitemap: http://localhost:4321/sitemap.xml\n');
  });
});

describe('sitemap.xml', () => {
  it('lists the home page, every category and every product at the shop address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'http://localhost:4321/',
      'http://localhost:4321/categories/drinks',
      'http://localhost:4321/product/details/tonic-water',
    ]);
  });
});
