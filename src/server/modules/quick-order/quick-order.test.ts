import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUICK_ORDER_LINES } from '../../../domain/quick-order.ts';
import type { QuickOrderMatch } from '../../../domain/schemas/quick-order.ts';
import { isPostgres } from '../../db/database.ts';
import { seedCategories } from '../../db/seed/seed-categories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { categoryIdBySlug, createTestProduct } from '../catalogue/catalogue-test-data.ts';
import { namesIndexFor } from './catalogue-names-index.ts';

type Caller = Awaited<ReturnType<typeof createSignedInUser>>;

let ctx: TestContext;
let venue: Caller;
const ids: Record<string, number> = {};

const NAMES: Array<[string, string | null]> = [
  ['Lemons, unwaxed box of 80', null],
  ['Limes, box of 60', null],
  ['Lemonade bottles 24 x 500ml', null],
  ['Lemon-lime soda cans 24 x 330ml', null],
  ['Cola cans 24 x 330ml', 'SKU123'],
  ['Diet cola cans 24 x 330ml', null],
  ['Cola post-mix bag-in-box 7L', null],
  ['Vine tomatoes 6kg', null],
  ['Cherry tomatoes 10 x 250g', null],
  ['Ginger ale 24 x 200ml', 'GINGER1'],
  ['Zero sugar cola cans 24 x 330ml', null],
];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCategories(ctx.db);
  const category_id = await categoryIdBySlug(ctx.db, 'cheese');
  for (const [name, code] of NAMES) {
    ids[name] = (
      await createTestProduct(ctx.db, { name, category_id, ...(code && { order_code: code }) })
    ).id;
  }
  // Gone from the shop: never offered, by name or by code.
  await createTestProduct(ctx.db, {
    name: 'Lemons, organic box of 40',
    category_id,
    order_code: 'OLDLEMON',
    archived_at: '2026-11-01T00:00:00.000Z',
  });
  venue = await createSignedInUser(ctx.db);
});
afterAll(async () => ctx?.close());

function match(caller: Caller | null, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/quick-order/match',
    headers: caller?.headers ?? {},
    payload,
  });
}

/** Lines are matched through this process's names of the catalogue, or through the database alone. */
const WAYS = ['names in memory', 'database'] as const;

describe.each(WAYS)('POST /api/quick-order/match, %s', (way) => {
  beforeAll(() => {
    namesIndexFor(ctx.db).use = way === 'database' ? 'never' : 'wait';
  });

  it('reads and matches a pasted ten-line list: certain, unsure with three candidates, unmatched', async () => {
    const lines = [
      '12 x lemons',
      'SKU123 4',
      '4 cases diet cola',
      'limes\t6',
      '',
      '2 x ginger1',
      '3 cola',
      'tomatoes 2',
      '4 cases coke zero',
      'oat milk 2',
      '12',
      'OLDLEMON 1',
    ];
    const response = await match(venue, { lines });
    expect(response.statusCode).toBe(200);
    const answer = response.json<QuickOrderMatch>();
    expect(
      answer.lines.map((line) => [line.line, line.status, line.quantity, line.candidates.map((c) => c.name)]),
    ).toEqual([
      ['12 x lemons', 'certain', 12, ['Lemons, unwaxed box of 80']],
      ['SKU123 4', 'certain', 4, ['Cola cans 24 x 330ml']],
      ['4 cases diet cola', 'certain', 4, ['Diet cola cans 24 x 330ml']],
      ['limes\t6', 'certain', 6, ['Limes, box of 60']],
      ['2 x ginger1', 'certain', 2, ['Ginger ale 24 x 200ml']],
      // Names starting with the words come first; names merely containing them only when none does.
      ['3 cola', 'unsure', 3, ['Cola cans 24 x 330ml', 'Cola post-mix bag-in-box 7L']],
      ['tomatoes 2', 'unsure', 2, ['Vine tomatoes 6kg', 'Cherry tomatoes 10 x 250g']],
      ['4 cases coke zero', 'unsure', 4, ['Zero sugar cola cans 24 x 330ml']],
      ['oat milk 2', 'unmatched', 2, []],
      ['12', 'unreadable', null, []],
      ['OLDLEMON 1', 'unmatched', 1, []],
    ]);
    expect(answer.lines[0]?.candidates[0]).toMatchObject({ id: ids['Lemons, unwaxed box of 80'], price: 10 });
  });

  it('sees a product renamed, recoded, added or archived at the next paste', async () => {
    const category_id = await categoryIdBySlug(ctx.db, 'cheese');
    const added = await createTestProduct(ctx.db, { name: `Quince paste 1kg ${way}`, category_id });
    const names = async (lines: string[]) =>
      (await match(venue, { lines }))
        .json<QuickOrderMatch>()
        .lines.map((line) => [line.status, line.candidates.map((found) => found.id)]);
    const code = `QP${way === 'database' ? 'D' : 'M'}1`;
    expect(await names(['quince paste'])).toEqual([['certain', [added.id]]]);
    await ctx.db
      .updateTable('products')
      .set({ name: `Medlar jelly 1kg ${way}`, order_code: code })
      .where('id', '=', added.id)
      .execute();
    expect(await names(['quince paste', 'medlar jelly', `${code} 2`])).toEqual([
      ['unmatched', []],
      ['certain', [added.id]],
      ['certain', [added.id]],
    ]);
    await ctx.db
      .updateTable('products')
      .set({ archived_at: '2026-11-27T00:00:00.000Z' })
      .where('id', '=', added.id)
      .execute();
    expect(await names(['medlar jelly', `${code} 2`])).toEqual([
      ['unmatched', []],
      ['unmatched', []],
    ]);
    if (way !== 'database') expect(namesIndexFor(ctx.db).version).toBeDefined();
  });

  it('needs a signed-in venue', async () => {
    expect((await match(null, { lines: ['12 x lemons'] })).statusCode).toBe(401);
  });

  it.each([
    ['no lines', {}, 'lines'],
    ['an empty list', { lines: [] }, 'lines'],
    ['too many lines', { lines: Array(MAX_QUICK_ORDER_LINES + 1).fill('lemons') }, 'lines'],
    ['a line too long', { lines: ['x'.repeat(201)] }, 'lines.0'],
    ['a line that is not text', { lines: [12] }, 'lines.0'],
    ['an unknown field', { lines: ['lemons'], basket: true }, 'basket'],
  ])('answers 422 for %s', async (_case, body, field) => {
    const response = await match(venue, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('finds names by their start through an index, not by reading every product', async () => {
    const plan = isPostgres(ctx.db)
      ? await sql<{
          'QUERY PLAN': string;
        }>`explain select id from products where (lower(name) collate "C") >= 'lem' and (lower(name) collate "C") < ${'lem\uffff'} and archived_at is null order by (lower(name) collate "C"), id limit 10`.execute(
          ctx.db,
        )
      : await sql<{
          detail: string;
        }>`explain query plan select id from products where lower(name) >= 'lem' and lower(name) < ${'lem\uffff'} and archived_at is null order by lower(name), id limit 10`.execute(
          ctx.db,
        );
    expect(JSON.stringify(plan.rows)).toContain('products_listed_lower_name');
  });
});
