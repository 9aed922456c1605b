import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import type { Database, ReviewRow } from '../../db/schema.ts';
import type { ListedProduct } from './catalogue-order.ts';
import type { ProductFilter } from './product-filter.ts';

type ProductsFrom = ExpressionBuilder<Database, 'products'>;

const FTS_MIN_CHARS = 3;

/**
 * Every spelling of a short text with each non-ASCII letter in lower or upper case (at most 4 for
 * 2 characters); SQLite's LIKE already folds ASCII letters itself.
 */
function caseVariants(text: string): string[] {
  let variants = [''];
  for (const char of Array.from(text)) {
    const forms = char < '\u0080' ? [char] : [...new Set([char.toLowerCase(), char.toUpperCase()])];
    variants = variants.flatMap((prefix) => forms.map((form) => prefix + form));
  }
  return [...new Set(variants)];
}

/** The text as one FTS5 phrase (a substring, for the trigram tokenizer); too short for trigrams: undefined. */
function ftsPhrase(search: string): string | undefined {
  return Array.from(search).length >= FTS_MIN_CHARS ? `"${search.replace(/"/g, '""')}"` : undefined;
}

/**
 * Case-insensitive "name contains". PostgreSQL: lower(name) LIKE, served by the pg_trgm index.
 * SQLite: the trigram FTS5 table for 3+ characters (it folds Unicode case); shorter text cannot
 * use trigrams, so LIKE, whose built-in case folding is ASCII-only, gets every case spelling.
 */
function nameContains(db: Db, eb: ProductsFrom, search: string): Expression<SqlBool> {
  if (isPostgres(db)) {
    return sql<SqlBool>`lower(${eb.ref('products.name')}) like lower(${`%${escapeLike(search)}%`}) escape '\\'`;
  }
  const phrase = ftsPhrase(search);
  if (phrase) {
    return sql<SqlBool>`${eb.ref('products.id')} in (select rowid from products_fts where products_fts match ${phrase})`;
  }
  return eb.or(
    caseVariants(search).map(
      (variant) => sql<SqlBool>`${eb.ref('products.name')} like ${`%${escapeLike(variant)}%`} escape '\\'`,
    ),
  );
}

function filtered(db: Db, filter: ProductFilter) {
  // Archived products leave every list (SQLite's name index drops them too, so its counts agree).
  let query = db.selectFrom('products').where('products.archived_at', 'is', null);
  if (filter.categoryIds) query = query.where('products.category_id', 'in', filter.categoryIds);
  const search = filter.search;
  if (search) query = query.where((eb) => nameContains(db, eb, search));
  const mask = filter.freeFromMask;
  if (mask) query = query.where(sql<SqlBool>`(products.allergens_free & ${mask}) = ${mask}`);
  return query;
}

/**
 * Product names in byte order on both databases (SQLite's own order), so a page holds the same
 * products whichever database serves it; the PostgreSQL indexes are built with the same collation.
 */
function byName(db: Db) {
  return isPostgres(db) ? sql`products.name collate "C"` : sql`products.name`;
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const phrase =
    filter.search && !filter.categoryIds && !filter.freeFromMask && !isPostgres(db)
      ? ftsPhrase(filter.search)
      : undefined;
  if (phrase) {
    // The FTS index alone knows how many names match; joining products for each would cost 40x more.
    const query = sql<{
      count: number;
    }>`select count(*) as count from products_fts where products_fts match ${phrase}`;
    const { rows } = await query.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The columns of a ProductSummary; select them from products joined with categories. */
export const SUMMARY_COLUMNS = [
  'products.id',
  'products.slug',
  'products.name',
  'products.description',
  'products.images',
  'products.category_id',
  'products.price_pence',
  'products.member_price_pence',
  'products.rating',
  'products.reviews_count',
  'products.order_code',
  'products.pack_count',
  'products.pack_size',
  'products.pack_unit',
  'products.allergens_contains',
  'products.allergens_may_contain',
  'products.allergens_free',
  'products.stock',
  'products.vat_rate',
  'categories.name as category_name',
  'categories.slug as category_slug',
] as const;

export type ProductSummaryRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  images: string;
  category_id: number;
  price_pence: number;
  member_price_pence: number;
  rating: number;
  reviews_count: number;
  order_code: string | null;
  pack_count: number;
  pack_size: number;
  pack_unit: string;
  allergens_contains: number;
  allergens_may_contain: number;
  allergens_free: number;
  stock: number | null;
  vat_rate: number;
  category_name: string;
  category_slug: string;
};

/** The (name, id) of a product in the catalogue's order: a page can start just after it. */
export type PageBoundary = { name: string; id: number };

/** Products after `after` in the catalogue's order (name, then id). */
function afterBoundary(db: Db, after: PageBoundary) {
  return sql<SqlBool>`(${byName(db)}, products.id) > (${after.name}, ${after.id})`;
}

/**
 * One page in the catalogue's stable order: name, then id. The page's ids are picked first from
 * (name, id) alone, and only those 24 rows are read in full, so sorting thousands of matches or
 * skipping to a deep page never carries descriptions and images through the sort. A deep page
 * starts `after` a known boundary and skips only the rows between it and the page.
 */
/** Up to this many matches of a search are picked from the name index first and then sorted. */
const MATCHES_SORTED_AFTER = 20_000;

export async function listProducts(
  db: Db,
  filter: ProductFilter,
  page: { limit: number; offset: number; after?: PageBoundary; total: number },
): Promise<ProductSummaryRow[]> {
  const { after } = page;
  const matches = filtered(db, filter).$if(after !== undefined, (query) =>
    query.where(() => afterBoundary(db, after as PageBoundary)),
  );
  // PostgreSQL guesses matches are spread evenly through the names, so it walks the name index
  // in order and tests each name: 45 ms when they sit near the end (every "Reserve …" name). When
  // the search is known to match few, the trigram index finds them all (OFFSET 0 keeps the
  // planner from merging the two steps) and only those are sorted: about 5 ms.
  const pageIds =
    isPostgres(db) && filter.search && page.total <= MATCHES_SORTED_AFTER
      ? db
          .selectFrom(matches.select(['products.id', 'products.name']).offset(0).as('products'))
          .select('products.id')
          .orderBy(byName(db))
          .orderBy('products.id')
          .limit(page.limit)
          .offset(page.offset)
      : matches
          .select('products.id')
          .orderBy(byName(db))
          .orderBy('products.id')
          .limit(page.limit)
          .offset(page.offset);
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.id', 'in', pageIds)
    .orderBy(byName(db))
    .orderBy('products.id')
    .execute();
}

/**
 * The next `limit` listed (not archived) products after `after` in the catalogue's order, with what
 * the order index needs of each: a keyset walk along the name index, one chunk at a time.
 */
export async function listedProductsAfter(
  db: Db,
  after: PageBoundary | undefined,
  limit: number,
): Promise<ListedProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['products.id', 'products.name', 'products.category_id', 'products.allergens_free'])
    .where('products.archived_at', 'is', null)
    .$if(after !== undefined, (query) => query.where(() => afterBoundary(db, after as PageBoundary)))
    .orderBy(byName(db))
    .orderBy('products.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    category_id: Number(row.category_id),
    allergens_free: Number(row.allergens_free),
  }));
}

/**
 * The summaries of `ids` that are still listed, in the order of `ids`, and the catalogue version
 * they were read at: one statement sees one state of the database, so when that version is the one
 * the ids were picked at, the page is exactly what the database would have listed.
 */
export async function listProductsByIds(
  db: Db,
  ids: readonly number[],
): Promise<{ version: number; rows: ProductSummaryRow[] }> {
  if (ids.length === 0) return { version: await readCatalogueVersion(db), rows: [] };
  const found = await productsByIdsWithVersion(db, ids);
  const byId = new Map<number, ProductSummaryRow>();
  for (const row of found) {
    if (row.id !== null) byId.set(Number(row.id), row as ProductSummaryRow);
  }
  return {
    version: Number(found[0]?.version ?? -1),
    rows: ids.flatMap((id) => byId.get(id) ?? []),
  };
}

const productsByIdsWithVersion = compiledOnce((db: Db, ids: readonly number[]) => {
  const page = db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.id', 'in', ids)
    .where('products.archived_at', 'is', null)
    .as('page');
  return db
    .selectFrom('catalogue_version')
    .leftJoin(page, (join) => join.onTrue())
    .select('catalogue_version.version')
    .selectAll('page')
    .where('catalogue_version.id', '=', 1);
});

/** The (name, id) of every `every`th product the filter lists, in the catalogue's order. */
export async function pageBoundaries(db: Db, filter: ProductFilter, every: number): Promise<PageBoundary[]> {
  const numbered = filtered(db, filter)
    .select([
      'products.name',
      'products.id',
      sql<number>`row_number() over (order by ${byName(db)}, products.id)`.as('position'),
    ])
    .as('numbered');
  const rows = await db
    .selectFrom(numbered)
    .select(['numbered.name', 'numbered.id'])
    .where(sql<SqlBool>`numbered.position % ${every} = 0`)
    .orderBy('numbered.position')
    .execute();
  return rows.map((row) => ({ name: row.name, id: Number(row.id) }));
}

/** The catalogue's version (see migration 2026_11_23_110000): it moves whenever lists change. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  return (await catalogueVersions(db)).version;
}

/**
 * The version of everything catalogue answers show (migration 2026_11_23_130000): any change to a
 * product, category or review moves it, whichever process makes it.
 */
export async function readAnswersVersion(db: Db): Promise<number> {
  return (await catalogueVersions(db)).answers;
}

/** Both counters of the one catalogue_version row, in one statement shared by the two reads above. */
async function catalogueVersions(db: Db): Promise<{ version: number; answers: number }> {
  const [row] = await catalogueVersionRow(db);
  if (!row) throw new Error('catalogue_version has no row');
  return { version: Number(row.version), answers: Number(row.answers_version) };
}

const catalogueVersionRow = compiledOnce((db: Db) =>
  db.selectFrom('catalogue_version').select(['version', 'answers_version']).where('id', '=', 1),
);

/** The id of the listed product with exactly this order code, if any. */
export async function findListedIdByOrderCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('order_code', '=', code)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

/** A listed product by id (the wishlist checks what it is given); product pages read theirs below. */
export async function findProduct(db: Db, id: number): Promise<ProductSummaryRow | undefined> {
  return isStorableId(id) ? (await productById(db, id))[0] : undefined;
}

function listedProduct(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(SUMMARY_COLUMNS)
    .where('products.archived_at', 'is', null);
}

const productById = compiledOnce((db: Db, id: number) => listedProduct(db).where('products.id', '=', id));

export type PublicReviewRow = Pick<
  ReviewRow,
  'id' | 'product_id' | 'rating' | 'review' | 'author_name' | 'created_at'
>;

/**
 * A listed product and its visible reviews, newest first, in one statement: a product page is the
 * catalogue's most frequent read, and on PostgreSQL each statement is a round trip.
 */
export async function findProductWithReviews(
  db: Db,
  key: { id: number } | { slug: string },
): Promise<{ product: ProductSummaryRow; reviews: PublicReviewRow[] } | undefined> {
  let rows: ProductWithReviewRow[];
  if ('id' in key) rows = isStorableId(key.id) ? await productWithReviewsById(db, key.id) : [];
  else rows = await productWithReviewsBySlug(db, key.slug);
  const first = rows[0];
  if (!first) return undefined;
  const { review_id, review_rating, review_text, review_author_name, review_created_at, ...product } = first;
  // A product without reviews is one row whose review columns are null (the outer join).
  const reviews = rows.flatMap((row): PublicReviewRow[] =>
    row.review_id === null
      ? []
      : [
          {
            id: row.review_id,
            product_id: first.id,
            rating: row.review_rating as number,
            review: row.review_text as string,
            author_name: row.review_author_name,
            created_at: row.review_created_at as string,
          },
        ],
  );
  return { product, reviews };
}

type ProductWithReviewRow = ProductSummaryRow & {
  review_id: number | null;
  review_rating: number | null;
  review_text: string | null;
  review_author_name: string | null;
  review_created_at: string | null;
};

function listedProductWithReviews(db: Db) {
  return listedProduct(db)
    .leftJoin('reviews', (join) =>
      join.onRef('reviews.product_id', '=', 'products.id').on('reviews.hidden_at', 'is', null),
    )
    .select([
      'reviews.id as review_id',
      'reviews.rating as review_rating',
      'reviews.review as review_text',
      'reviews.author_name as review_author_name',
      'reviews.created_at as review_created_at',
    ])
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc');
}

const productWithReviewsById = compiledOnce((db: Db, id: number) =>
  listedProductWithReviews(db).where('products.id', '=', id),
);
const productWithReviewsBySlug = compiledOnce((db: Db, slug: string) =>
  listedProductWithReviews(db).where('products.slug', '=', slug),
);

/** Every category's id and parent, for working out which categories lie under which. */
export function categoryParents(db: Db): Promise<Array<{ id: number; parent_id: number | null }>> {
  return db.selectFrom('categories').select(['id', 'parent_id']).orderBy('id').execute();
}

export async function listCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'image', 'favourite', 'parent_id', 'position', 'archived_at'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type ImageSubjectRow = {
  name: string;
  category_name: string;
  category_slug: string;
  group_slug: string;
};

/**
 * What a product's picture shows: its name, its category, and the top-level category's colours.
 * Products out of the shop are drawn too: the back office shows archived ones and those waiting
 * for approval.
 */
export async function findProductImageSubject(db: Db, slug: string): Promise<ImageSubjectRow | undefined> {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
    .select((eb) => [
      'products.name',
      'categories.name as category_name',
      'categories.slug as category_slug',
      eb.fn.coalesce('parent.slug', 'categories.slug').as('group_slug'),
    ])
    .where('products.slug', '=', slug)
    .executeTakeFirst();
}

export async function findCategoryImageSubject(db: Db, slug: string): Promise<ImageSubjectRow | undefined> {
  return db
    .selectFrom('categories')
    .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
    .select((eb) => [
      'categories.name',
      eb.fn.coalesce('parent.name', 'categories.name').as('category_name'),
      eb.fn.coalesce('parent.slug', 'categories.slug').as('category_slug'),
      eb.fn.coalesce('parent.slug', 'categories.slug').as('group_slug'),
    ])
    .where('categories.slug', '=', slug)
    .executeTakeFirst();
}
