import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { categoryIdBySlug, createTestProduct, TEST_NOW } from './catalogue-test-data.ts';
import { escapeXml, wrapText } from './svg-image.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db, { now: TEST_NOW, products: 60 });
});
afterAll(async () => ctx?.close());

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('generated images', () => {
  it('draws every image URL of a product as a cacheable SVG', async () => {
    const product = await ctx.db
      .selectFrom('products')
      .select(['name', 'images'])
      .where('slug', '=', 'whole-milk-4-x-2l')
      .executeTakeFirstOrThrow();
    const urls = JSON.parse(product.images) as string[];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(response.body).toContain('Whole milk');
    }
  });

  it('draws the same picture every time and honours If-None-Match', async () => {
    const first = await get('/images/products/whole-milk-4-x-2l/1.svg');
    const second = await get('/images/products/whole-milk-4-x-2l/1.svg');
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toBeTruthy();
    const cached = await get('/images/products/whole-milk-4-x-2l/1.svg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
    const other = await get('/images/products/whole-milk-4-x-2l/2.svg');
    expect(other.body).not.toBe(first.body);
  });

  it('escapes the product name for XML', async () => {
    const { slug } = await createTestProduct(ctx.db, {
      name: 'Fish & chips <script>alert(1)</script> "deal"',
      category_id: await categoryIdBySlug(ctx.db, 'fish'),
    });
    const response = await get(`/images/products/${slug}/1.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('Fish &amp; chips');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('draws category pictures', async () => {
    for (const slug of ['drinks', 'fruit', 'disposables-and-packaging']) {
      const response = await get(`/images/categories/${slug}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const categories = await ctx.db.selectFrom('categories').select('image').execute();
    expect(categories.every((category) => category.image.startsWith('/images/categories/'))).toBe(true);
  });

  it.each([
    '/images/products/no-such-product/1.svg',
    '/images/products/whole-milk-4-x-2l/0.svg',
    '/images/products/whole-milk-4-x-2l/5.svg',
    '/images/products/whole-milk-4-x-2l/x.svg',
    '/images/categories/no-such-category.svg',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^No such/), errors: {} });
  });
});

describe('svg text helpers', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  });

  it('wraps text into at most three lines, marking a cut', () => {
    expect(wrapText('Whole milk 4 x 2L')).toEqual(['Whole milk 4 x 2L']);
    const lines = wrapText('Aluminium containers no. 6a with lids, 500 pieces in a very large box indeed');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
  });
});
