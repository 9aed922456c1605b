import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedProduct } from '../../../domain/schemas/back-office-catalogue.ts';
import type { ProductPage } from '../../../domain/schemas/catalogue.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSignedInUser } from '../../test/users.ts';
import { productBody } from '../admin-catalogue/admin-catalogue-test-data.ts';
import { readCatalogueVersion } from './catalogue.repository.ts';
import { CatalogueOrderBuilder, type ListedProduct } from './catalogue-order.ts';
import { CatalogueOrderIndex, orderIndexFor } from './catalogue-order-index.ts';
import { categoryIdBySlug, createTestProduct, TEST_NOW } from './catalogue-test-data.ts';
import type { ProductFilter } from './product-filter.ts';

const byteOrder = (a: ListedProduct, b: ListedProduct) =>
  Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)) || a.id - b.id;

describe('the catalogue order', () => {
  const words = [
    'Milk',
    'milk',
    'Straße',
    'ΦΈΤΑ',
    'café',
    'CAFÉ',
    '日本茶',
    'eggs',
    'x 2',
    '100%',
    'a_b',
    'Ab',
  ];
  // Thousands of names, and many products sharing one as in the demo catalogue; ids not in name order.
  const products: ListedProduct[] = Array.from({ length: 9_000 }, (_unused, index) => ({
    id: (index * 7_919) % 100_003,
    name: `${words[index % words.length]} ${words[(index * 5) % 7]} ${index < 6_000 ? index : index % 13}`,
    category_id: 1 + (index % 6),
    // Declared free from some of the first four allergens, varying across each name's products.
    allergens_free: (index * 11) % 16,
  })).sort(byteOrder);

  let pauses = 0;
  const built = (() => {
    const builder = new CatalogueOrderBuilder(7);
    for (let start = 0; start < products.length; start += 1_000)
      builder.add(products.slice(start, start + 1_000));
    return builder.build(new Map([[1, [1, 2]]]), async () => {
      pauses++;
    });
  })();

  function expected(filter: ProductFilter, offset: number, limit: number) {
    const term = filter.search?.toLowerCase();
    const matches = products.filter(
      (product) =>
        (!filter.categoryIds || filter.categoryIds.includes(product.category_id)) &&
        (!term || product.name.toLowerCase().includes(term)) &&
        (product.allergens_free & (filter.freeFromMask ?? 0)) === (filter.freeFromMask ?? 0),
    );
    return { total: matches.length, ids: matches.slice(offset, offset + limit).map((product) => product.id) };
  }

  it('gives every filter the same count and pages as filtering the names in JavaScript', async () => {
    const order = await built;
    expect(order.size).toBe(products.length);
    expect(order.version).toBe(7);
    const terms = [
      undefined,
      'm',
      'M',
      'mi',
      'milk',
      'MILK 1',
      'ß',
      'straße',
      'φέ',
      'ΦΈΤΑ',
      '日本',
      '日本茶 m',
    ];
    const more = ['café', 'é', '%', '_', 'a_b', '0%', 'k m', 'zz', 'x 2 1', 'milk milk', 'q', ' '];
    for (const search of [...terms, ...more]) {
      for (const categoryIds of [undefined, [2], [1, 4, 5], [99]]) {
        for (const freeFromMask of [0, 1, 0b1010, 0b10000]) {
          for (const offset of [0, 24, 240, 1_200, 8_990, 20_000]) {
            const filter = { search, categoryIds, freeFromMask };
            expect(order.page(filter, offset, 24), JSON.stringify({ ...filter, offset })).toEqual(
              expected(filter, offset, 24),
            );
          }
        }
      }
    }
  });

  it('yields the thread while building a large catalogue', async () => {
    await built;
    expect(pauses).toBeGreaterThan(1);
  });
});

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let cheese: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db, { now: TEST_NOW });
  admin = await createSignedInUser(ctx.db, { role: 'admin' });
  cheese = await categoryIdBySlug(ctx.db, 'cheese');
});
afterAll(async () => ctx?.close());

async function getPage(query: string): Promise<ProductPage> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductPage>();
}

async function adminCall(method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await ctx.app.inject({ method, url, headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<ManagedProduct>();
}

/** Answers for the same queries by the database alone (the way a request takes while the index is stale). */
async function databaseAnswers(queries: string[]): Promise<ProductPage[]> {
  const index = orderIndexFor(ctx.db);
  index.use = 'never';
  try {
    return await Promise.all(queries.map(getPage));
  } finally {
    index.use = 'background';
  }
}

/**
 * The next request after a change shows it (the index is stale, so the database answers), and once
 * this process has rebuilt its index the index gives the very same answers.
 */
async function expectSeenAtOnce(queries: string[], check: (pages: ProductPage[]) => void): Promise<void> {
  const index = orderIndexFor(ctx.db);
  const next = await Promise.all(queries.map(getPage));
  check(next);
  await index.settled();
  expect(index.version).toBe(await readCatalogueVersion(ctx.db));
  const fromIndex = await Promise.all(queries.map(getPage));
  check(fromIndex);
  expect(fromIndex).toEqual(await databaseAnswers(queries));
}

const names = (page: ProductPage) => page.data.map((product) => product.name);

describe('the order index follows every change at once', () => {
  const cheeseQuery = () => `category_id=${cheese}`;

  it('is built on first need while the database answers, then used at its version', async () => {
    const index = orderIndexFor(ctx.db);
    const version = await readCatalogueVersion(ctx.db);
    // Nothing yet: this request is answered the database way while the build starts.
    expect(await index.at(ctx.db, version)).toBeUndefined();
    const first = await getPage('q=milk');
    await index.settled();
    expect((await index.at(ctx.db, version))?.version).toBe(version);
    expect(await getPage('q=milk')).toEqual(first);
  });

  it('shows a product added through the back office, then its new name, category and archiving', async () => {
    const created = await adminCall(
      'POST',
      '/api/admin/products',
      productBody(cheese, { name: 'Zzyzx blue 1kg' }),
    );
    await expectSeenAtOnce(['q=zzyzx', cheeseQuery()], ([search, category]) => {
      expect(search?.total).toBe(1);
      expect(category?.data.map((product) => product.id)).toContain(created.id);
    });

    await adminCall(
      'PUT',
      `/api/admin/products/${created.id}`,
      productBody(cheese, { name: 'Aardvark blue 1kg' }),
    );
    await expectSeenAtOnce(['q=zzyzx', 'q=aardvark', cheeseQuery(), ''], ([old, renamed, category, list]) => {
      expect(old?.total).toBe(0);
      expect(names(renamed as ProductPage)).toEqual(['Aardvark blue 1kg']);
      expect(category?.data[0]?.id).toBe(created.id);
      expect(list?.data[0]?.id).toBe(created.id);
    });

    const butter = await categoryIdBySlug(ctx.db, 'butter-and-spreads');
    await adminCall(
      'PUT',
      `/api/admin/products/${created.id}`,
      productBody(butter, { name: 'Aardvark blue 1kg' }),
    );
    await expectSeenAtOnce([cheeseQuery(), `category_id=${butter}&q=aardvark`], ([category, moved]) => {
      expect(category?.data.map((product) => product.id)).not.toContain(created.id);
      expect(moved?.total).toBe(1);
    });

    await adminCall('POST', `/api/admin/products/${created.id}/archive`);
    await expectSeenAtOnce(['q=aardvark', ''], ([search, list]) => {
      expect(search?.total).toBe(0);
      expect(list?.data.map((product) => product.id)).not.toContain(created.id);
    });

    await adminCall('POST', `/api/admin/products/${created.id}/unarchive`);
    await expectSeenAtOnce(['q=aardvark'], ([search]) => expect(search?.total).toBe(1));
  });

  it('follows a category moved under another parent', async () => {
    const dairy = await categoryIdBySlug(ctx.db, 'dairy-and-eggs');
    const category = await ctx.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'favourite', 'position', 'parent_id'])
      .where('id', '=', cheese)
      .executeTakeFirstOrThrow();
    const other = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .where('id', '!=', dairy)
      .executeTakeFirstOrThrow();
    const body = {
      name: category.name,
      slug: category.slug,
      favourite: Boolean(category.favourite),
      position: category.position,
    };
    const before = await getPage(`category_id=${dairy}`);
    await adminCall('PUT', `/api/admin/categories/${cheese}`, { ...body, parent_id: other.id });
    await expectSeenAtOnce(
      [`category_id=${dairy}`, `category_id=${other.id}&q=cheddar`],
      ([left, joined]) => {
        expect(left?.total).toBeLessThan(before.total);
        expect(joined?.total).toBeGreaterThan(0);
      },
    );
    await adminCall('PUT', `/api/admin/categories/${cheese}`, { ...body, parent_id: category.parent_id });
    await expectSeenAtOnce([`category_id=${dairy}`], ([back]) => expect(back?.total).toBe(before.total));
  });

  it('follows direct writes to the database, as another process would make them', async () => {
    const added = await createTestProduct(ctx.db, { name: 'Quokka crackers 200g', category_id: cheese });
    await expectSeenAtOnce(['q=quokka'], ([search]) => expect(search?.total).toBe(1));
    await ctx.db.deleteFrom('products').where('id', '=', added.id).execute();
    await expectSeenAtOnce(['q=quokka'], ([search]) => expect(search?.total).toBe(0));
  });

  it("follows an allergen declaration changed directly, in the 'free from' filter", async () => {
    const added = await createTestProduct(ctx.db, {
      name: 'Quoll oatcakes 200g',
      category_id: cheese,
      allergens_free: 0,
    });
    const queries = [`${cheeseQuery()}&free_from=gluten,milk`, 'q=quoll&free_from=gluten'];
    await expectSeenAtOnce(queries, ([category, search]) => {
      expect(category?.data.map((product) => product.id)).not.toContain(added.id);
      expect(search?.total).toBe(0);
    });
    // All 14 bits of src/domain/allergens.ts: declared free from every allergen.
    await ctx.db.updateTable('products').set({ allergens_free: 0x3fff }).where('id', '=', added.id).execute();
    await expectSeenAtOnce(queries, ([category, search]) => {
      expect(category?.data.map((product) => product.id)).toContain(added.id);
      expect(search?.total).toBe(1);
    });
  });

  it('answers the database way for a while after a failed build, then builds again', async () => {
    let failing = true;
    const index = new CatalogueOrderIndex(async () => {
      if (failing) throw new Error('the database went away');
    });
    index.use = 'wait';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const version = await readCatalogueVersion(ctx.db);
      expect(await index.at(ctx.db, version)).toBeUndefined();
      expect(logged).toHaveBeenCalledOnce();
      failing = false;
      expect(await index.at(ctx.db, version)).toBeUndefined(); // not retried at once
      vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 60_000);
      expect((await index.at(ctx.db, version))?.version).toBe(version);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('ends a running build at its next pause when stopped (the app closing), logging no failure and building no other', async () => {
    let pauses = 0;
    let stopping: Promise<void> | undefined;
    const index: CatalogueOrderIndex = new CatalogueOrderIndex(async () => {
      pauses++;
      stopping ??= index.stop();
    });
    index.use = 'wait';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const version = await readCatalogueVersion(ctx.db);
      expect(await index.at(ctx.db, version)).toBeUndefined();
      await stopping;
      expect(pauses).toBe(1);
      expect(index.version).toBeUndefined();
      expect(logged).not.toHaveBeenCalled();

      expect(await index.at(ctx.db, version)).toBeUndefined();
      expect(pauses).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('discards a build during which the catalogue changed', async () => {
    let writes = 0;
    const index = new CatalogueOrderIndex(async () => {
      if (writes++ === 0) await createTestProduct(ctx.db, { name: 'Wombat water 1l', category_id: cheese });
    });
    index.use = 'wait';
    const version = await readCatalogueVersion(ctx.db);
    expect(await index.at(ctx.db, version)).toBeUndefined();
    expect(index.version).toBeUndefined();
    const now = await readCatalogueVersion(ctx.db);
    expect(now).toBeGreaterThan(version);
    const order = await index.at(ctx.db, now);
    expect(order?.version).toBe(now);
    expect(order?.page({ search: 'wombat' }, 0, 24).total).toBe(1);
  });
});
