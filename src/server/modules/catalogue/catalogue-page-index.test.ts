import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../../domain/schemas/catalogue.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { BOUNDARY_EVERY } from './catalogue-page-index.ts';
import { answerListsBy, createTestProduct, TEST_NOW } from './catalogue-test-data.ts';

let ctx: TestContext;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  // The page index serves the database way (a process whose catalogue order is not built or stale).
  answerListsBy(ctx.db, 'database');
  await seedDemoData(ctx.db, { now: TEST_NOW });
  // A second-level category: its page holds exactly its own products.
  const category = await ctx.db
    .selectFrom('categories')
    .select('id')
    .where('name', '=', 'Water & mixers')
    .executeTakeFirstOrThrow();
  categoryId = category.id;
  // Enough products of one category, with repeated names, that its deep pages start from boundaries.
  for (let i = 0; i < 2 * BOUNDARY_EVERY; i++) {
    await createTestProduct(ctx.db, { name: `Boundary tonic ${i % 7}`, category_id: categoryId });
  }
});
afterAll(async () => ctx?.close());

async function getPage(query: string): Promise<ProductPage> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductPage>();
}

/** The catalogue's order in byte order of the name, then id, straight from the database. */
async function expectedIds(where: (id: number, name: string, category: number) => boolean) {
  const rows = await ctx.db.selectFrom('products').select(['id', 'name', 'category_id']).execute();
  return rows
    .filter((row) => where(row.id, row.name, row.category_id))
    .sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)) || a.id - b.id)
    .map((row) => row.id);
}

async function allPages(query: string): Promise<{ ids: number[]; totals: Set<number> }> {
  const first = await getPage(`?page=1${query}`);
  const ids = first.data.map((product) => product.id);
  const totals = new Set([first.total]);
  for (let page = 2; page <= first.last_page; page++) {
    const next = await getPage(`?page=${page}${query}`);
    ids.push(...next.data.map((product) => product.id));
    totals.add(next.total);
  }
  return { ids, totals };
}

describe('deep pages start from page boundaries', () => {
  it('gives every product once, in order, on every page of the whole list', async () => {
    const expected = await expectedIds(() => true);
    const { ids, totals } = await allPages('');
    expect(ids).toEqual(expected);
    expect([...totals]).toEqual([expected.length]);
  });

  it('gives the same pages for a search with repeated names', async () => {
    const expected = await expectedIds((_id, name) => name.toLowerCase().includes('tonic'));
    const { ids } = await allPages('&q=tonic');
    expect(ids).toEqual(expected);
  });

  it('counts and pages again at once after a product is added, renamed or deleted', async () => {
    const query = `&category_id=${categoryId}`;
    const before = await allPages(query);
    const added = await createTestProduct(ctx.db, { name: 'Boundary tonic 3', category_id: categoryId });
    const afterAdd = await allPages(query);
    expect([...afterAdd.totals]).toEqual([before.ids.length + 1]);
    expect(afterAdd.ids).toEqual(await expectedIds((_id, _name, category) => category === categoryId));

    const moved = before.ids[BOUNDARY_EVERY + 5] ?? 0;
    await ctx.db.updateTable('products').set({ name: 'Aaa first now' }).where('id', '=', moved).execute();
    const renamed = await allPages(query);
    expect(renamed.ids[0]).toBe(moved);

    await ctx.db.deleteFrom('products').where('id', '=', added.id).execute();
    const afterDelete = await allPages(query);
    expect([...afterDelete.totals]).toEqual([...before.totals]);
    expect(afterDelete.ids).toEqual(await expectedIds((_id, _name, category) => category === categoryId));
  });

  it('leaves archived products out of counts and page boundaries, and takes them back when un-archived', async () => {
    const query = `&category_id=${categoryId}`;
    const before = await allPages(query);
    // Products before the first boundary, so every later page starts elsewhere.
    const archived = [
      before.ids[3] ?? 0,
      before.ids[BOUNDARY_EVERY - 1] ?? 0,
      before.ids[BOUNDARY_EVERY + 1] ?? 0,
    ];
    const now = new Date().toISOString();
    await ctx.db.updateTable('products').set({ archived_at: now }).where('id', 'in', archived).execute();
    for (const search of [query, '&q=tonic', '']) {
      const pages = await allPages(search);
      const expected = await expectedIds(
        (id, name, category) =>
          !archived.includes(id) &&
          (search === query
            ? category === categoryId
            : search === '' || name.toLowerCase().includes('tonic')),
      );
      expect(pages.ids).toEqual(expected);
      expect([...pages.totals]).toEqual([expected.length]);
    }
    await ctx.db.updateTable('products').set({ archived_at: null }).where('id', 'in', archived).execute();
    const restored = await allPages(query);
    expect(restored.ids).toEqual(before.ids);
  });
});
