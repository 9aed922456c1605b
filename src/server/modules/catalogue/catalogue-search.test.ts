import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../../domain/schemas/catalogue.ts';
import { DEMO_CATALOGUE_COUNT, seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  answerListsBy,
  categoryIdBySlug,
  createTestProduct,
  LIST_WAYS,
  TEST_NOW,
} from './catalogue-test-data.ts';

let ctx: TestContext;
let names: string[];

const OWN_NAMES = [
  'Café noir espresso beans 1kg',
  '日本茶 green tea, 100 bags',
  'Ελληνικά φέτα 2kg',
  'Label_maker tape 12mm',
  'Quote "house" red 75cl',
  'Straße coffee 1kg',
];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db, { now: TEST_NOW });
  const store = await categoryIdBySlug(ctx.db, 'tins-and-jars');
  for (const name of OWN_NAMES) await createTestProduct(ctx.db, { name, category_id: store });
  names = (await ctx.db.selectFrom('products').select('name').execute()).map((row) => row.name);
});
afterAll(async () => ctx?.close());

function search(q: string, extra = ''): Promise<ProductPage> {
  return getPage(`q=${encodeURIComponent(q)}${extra}`);
}

async function getPage(query: string): Promise<ProductPage> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductPage>();
}

/** What "case-insensitive contains" means, worked out here in JavaScript. */
function expectedMatches(q: string): string[] {
  const needle = q.trim().toLowerCase();
  return names.filter((name) => name.toLowerCase().includes(needle));
}

async function allPages(q: string): Promise<string[]> {
  const first = await search(q);
  const found = first.data.map((product) => product.name);
  for (let page = 2; page <= first.last_page; page++) {
    found.push(...(await search(q, `&page=${page}`)).data.map((product) => product.name));
  }
  return found;
}

describe.each(LIST_WAYS)('GET /api/products?q= (%s)', (way) => {
  beforeAll(() => answerListsBy(ctx.db, way));

  it.each(['', '   '])('treats the empty search %j as no filter', async (q) => {
    const page = await search(q);
    expect(page.total).toBe(DEMO_CATALOGUE_COUNT + OWN_NAMES.length);
  });

  it.each(['milk', 'MILK', 'Whole Milk', '  eggs  ', 'x 2', 'es', 'a', 'crème', 'CRÈME'])(
    'finds every name containing %j, whatever the case',
    async (q) => {
      const page = await search(q);
      const expected = expectedMatches(q);
      expect(expected.length).toBeGreaterThan(0);
      expect(page.total).toBe(expected.length);
      for (const product of page.data) expect(product.name.toLowerCase()).toContain(q.trim().toLowerCase());
    },
  );

  it('paginates search results across pages, each match once', async () => {
    const expected = expectedMatches('es');
    expect(expected.length).toBeGreaterThan(48);
    const found = await allPages('es');
    expect(found).toHaveLength(expected.length);
    expect([...found].sort()).toEqual([...expected].sort());
  });

  it('answers a search page past the end with no products and the real last page', async () => {
    const page = await search('milk', '&page=50');
    expect(page.data).toEqual([]);
    expect(page.last_page).toBe(Math.max(1, Math.ceil(expectedMatches('milk').length / 24)));
  });

  it.each(['%', '_', '4.0%', '15%', 'l_m', '%_%', '\\'])(
    'takes %j literally, not as a wildcard',
    async (q) => {
      const page = await search(q);
      expect(page.total).toBe(expectedMatches(q).length);
      for (const product of page.data) expect(product.name.toLowerCase()).toContain(q.toLowerCase());
    },
  );

  it('finds the only name with an underscore', async () => {
    expect((await search('_')).data.map((product) => product.name)).toEqual(['Label_maker tape 12mm']);
  });

  it.each([
    ['café', 'Café noir espresso beans 1kg'],
    ['CAFÉ NOIR', 'Café noir espresso beans 1kg'],
    ['日本茶', '日本茶 green tea, 100 bags'],
    ['日本', '日本茶 green tea, 100 bags'],
    ['ελληνικά', 'Ελληνικά φέτα 2kg'],
    ['ΕΛΛΗΝΙΚΆ', 'Ελληνικά φέτα 2kg'],
    ['ΦΈ', 'Ελληνικά φέτα 2kg'],
    ['straße', 'Straße coffee 1kg'],
  ])('finds non-Latin text %j', async (q, name) => {
    const page = await search(q);
    expect(page.data.map((product) => product.name)).toContain(name);
  });

  it.each(['"house"', '"', 'AND', 'NEAR(milk', 'milk*', "O'Neil", 'a OR b', '(', '{}'])(
    'copes with search syntax characters in %j',
    async (q) => {
      const page = await search(q);
      expect(page.total).toBe(expectedMatches(q).length);
    },
  );

  it('combines the search with a category and its sub-categories', async () => {
    const dairy = await categoryIdBySlug(ctx.db, 'dairy-and-eggs');
    const page = await search('milk', `&category_id=${dairy}`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(expectedMatches('milk').length);
    for (const product of page.data) {
      expect(product.name.toLowerCase()).toContain('milk');
      expect(['milk-and-cream', 'cheese', 'butter-and-spreads', 'eggs']).toContain(product.category.slug);
    }
  });

  it('accepts 100 characters and refuses 101 with 422', async () => {
    expect((await search('m'.repeat(100))).total).toBe(0);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products?q=${'m'.repeat(101)}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The search text is too long.',
      errors: { q: ['The search text is too long.'] },
    });
  });
});
