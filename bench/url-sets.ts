import { lastPageFor, PRODUCTS_PER_PAGE } from '../src/domain/pagination.ts';
import { createDb } from '../src/server/db/database.ts';
import { createRandom } from '../src/server/db/seed/prng.ts';

/** The catalogue calls a bench cell can draw from; each draws a fresh path per request. */
export type UrlSets = {
  searchTerms: string[];
  categoryIds: number[];
  categorySlugs: string[];
  listLastPage: number;
  slugs: string[];
};

export const MIN_SEARCH_TERMS = 1_000;

/**
 * What people type into the search box: whole words of real product names ("chicken", "premium")
 * and the first 3-6 letters of a name as it is being typed ("Chick", "Premiu"), plus a few that
 * match nothing. Drawn from a seeded generator, so every run loads the same set.
 */
function searchTermsFrom(names: string[]): string[] {
  const random = createRandom(15);
  const terms = new Set<string>();
  for (const name of names) {
    for (const word of name.toLowerCase().split(/[^\p{L}\p{N}'&-]+/u)) {
      if (Array.from(word).length >= 2) terms.add(word);
    }
    const letters = Array.from(name);
    terms.add(letters.slice(0, random.int(3, 6)).join('').trim());
  }
  // Typed words that exist nowhere: a search with no matches is a real visitor too.
  for (let i = 0; i < 50; i++) terms.add(`${random.pick(['zq', 'xv', 'qj'])}${random.int(10, 999)}`);
  return [...terms].filter((term) => term.length > 0).sort();
}

/** Reads the benchmark catalogue (SQLite or PostgreSQL) for the sets the cells draw from. */
export async function loadUrlSets(databaseUrl: string): Promise<UrlSets> {
  const db = createDb(databaseUrl);
  try {
    const names = (await db.selectFrom('products').select('name').distinct().execute())
      .map((row) => row.name)
      // One order on both databases, so the seeded draws give both the same terms.
      .sort();
    const categories = await db.selectFrom('categories').select(['id', 'slug']).orderBy('id').execute();
    const { count } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const total = Number(count);
    // About 5,000 slugs spread evenly over the whole catalogue (every product of a small one).
    const step = Math.max(1, Math.floor(total / 5_000));
    const slugs = (await db.selectFrom('products').select(['id', 'slug']).orderBy('id').execute())
      .filter((_row, index) => index % step === 0)
      .map((row) => row.slug);
    const searchTerms = searchTermsFrom(names);
    if (searchTerms.length < MIN_SEARCH_TERMS && total >= 10_000) {
      throw new Error(
        `only ${searchTerms.length} distinct search terms; the bench needs ${MIN_SEARCH_TERMS}`,
      );
    }
    return {
      searchTerms,
      categoryIds: categories.map((row) => row.id),
      categorySlugs: categories.map((row) => row.slug),
      listLastPage: lastPageFor(total, PRODUCTS_PER_PAGE),
      slugs,
    };
  } finally {
    await db.destroy();
  }
}

export function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const pageUpTo = (last: number) => 1 + Math.floor(Math.random() * last);

/** One to three allergens a chef filters out, the most asked-for ones more often. */
function freeFrom(): string {
  const wanted = [
    'gluten',
    'gluten',
    'milk',
    'milk',
    'eggs',
    'peanuts',
    'tree_nuts',
    'sesame',
    'soya',
    'celery',
  ];
  const keys = new Set<string>();
  const count = pageUpTo(3);
  while (keys.size < count) keys.add(pick(wanted));
  return [...keys].join(',');
}

export type CatalogueCell = { label: string; nextPath: () => string };

/** The catalogue cells, each drawing its path at random from the sets. */
export function catalogueCells(sets: UrlSets): CatalogueCell[] {
  const q = () => encodeURIComponent(pick(sets.searchTerms));
  return [
    {
      label: 'list pages (random page)',
      nextPath: () => `/api/products?page=${pageUpTo(sets.listLastPage)}`,
    },
    {
      label: 'category pages (any level, page 1-10)',
      nextPath: () => `/api/products?category_id=${pick(sets.categoryIds)}&page=${pageUpTo(10)}`,
    },
    { label: 'search (random term)', nextPath: () => `/api/products?q=${q()}` },
    {
      label: 'search in a category',
      nextPath: () => `/api/products?q=${q()}&category_id=${pick(sets.categoryIds)}`,
    },
    {
      label: "category pages 'free from' 1-3 allergens (page 1-3)",
      nextPath: () =>
        `/api/products?category_id=${pick(sets.categoryIds)}&free_from=${freeFrom()}&page=${pageUpTo(3)}`,
    },
    {
      label: "search 'free from' 1-3 allergens",
      nextPath: () => `/api/products?q=${q()}&free_from=${freeFrom()}`,
    },
    { label: 'product by slug', nextPath: () => `/api/products/${pick(sets.slugs)}` },
  ];
}
