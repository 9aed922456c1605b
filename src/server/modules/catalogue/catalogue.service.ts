import { allergenDeclarations, freeFromMask } from '../../../domain/allergens.ts';
import { penceToPounds } from '../../../domain/money.ts';
import { defaultOrderCode, isOrderCode, normaliseOrderCode } from '../../../domain/order-code.ts';
import { type Pack, packLabel, storedPack, UNIT_PRICE_LABELS, unitPriceOf } from '../../../domain/pack.ts';
import { lastPageFor, PRODUCTS_PER_PAGE } from '../../../domain/pagination.ts';
import { toReview } from '../../../domain/review-view.ts';
import type {
  Category,
  ProductDetail,
  ProductListQuery,
  ProductPage,
  ProductSummary,
} from '../../../domain/schemas/catalogue.ts';
import { stockLevel } from '../../../domain/stock.ts';
import { vatRateOr } from '../../../domain/vat.ts';
import type { Db } from '../../db/database.ts';
import { parseTextArray } from '../../db/json-column.ts';
import { NotFoundError } from '../../errors.ts';
import {
  findListedIdByOrderCode,
  findProductWithReviews,
  listCategories,
  listProducts,
  listProductsByIds,
  type ProductSummaryRow,
} from './catalogue.repository.ts';
import { orderIndexFor } from './catalogue-order-index.ts';
import { pageIndexFor } from './catalogue-page-index.ts';
import type { ProductFilter } from './product-filter.ts';

/** Every module that looks a product up by id answers an unknown one with this. */
export const PRODUCT_NOT_FOUND = 'This product does not exist.';

function packOf(row: ProductSummaryRow): Pack {
  return storedPack(row.pack_count, row.pack_size, row.pack_unit);
}

/** A product card for the wire (prices in pounds); other modules that list products use it too. */
export function toSummary(row: ProductSummaryRow): ProductSummary {
  const pack = packOf(row);
  const listUnit = unitPriceOf(row.price_pence, pack);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    images: parseTextArray(row.images),
    category_id: row.category_id,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    price: penceToPounds(row.price_pence),
    special_price: penceToPounds(row.member_price_pence),
    rating: Number(row.rating),
    reviews_count: row.reviews_count,
    order_code: row.order_code ?? defaultOrderCode(row.id),
    pack: { ...pack, label: packLabel(pack) },
    unit_price: {
      base: listUnit.base,
      label: UNIT_PRICE_LABELS[listUnit.base],
      price: penceToPounds(listUnit.pence),
      special_price: penceToPounds(unitPriceOf(row.member_price_pence, pack).pence),
    },
    allergens: allergenDeclarations({
      contains: Number(row.allergens_contains),
      mayContain: Number(row.allergens_may_contain),
      free: Number(row.allergens_free),
    }),
    stock_level: stockLevel(row.stock === null ? null : Number(row.stock)),
    vat_rate: vatRateOr(row.vat_rate),
  };
}

/**
 * The category tree: top level first, each with its children, in position order. Archived
 * categories are left out, with the subcategories of an archived one.
 */
export async function categoryTree(db: Db): Promise<Category[]> {
  const all = await listCategories(db);
  const archived = new Set(all.filter((row) => row.archived_at !== null).map((row) => row.id));
  const rows = all.filter(
    (row) => !archived.has(row.id) && (row.parent_id === null || !archived.has(row.parent_id)),
  );
  const nodes = new Map<number, Category>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: row.image,
      favourite: row.favourite ? 1 : 0,
      parent_id: row.parent_id,
      children: [],
    });
  }
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function productPage(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const byCode = await pageForOrderCode(db, query);
  if (byCode) return byCode;
  return (await pageFromOrder(db, query)) ?? (await pageFromDatabase(db, query));
}

/**
 * A search that is exactly a listed product's order code answers that product alone: a chef who
 * types "W00042" means that one, not every name containing it.
 */
async function pageForOrderCode(db: Db, query: ProductListQuery): Promise<ProductPage | undefined> {
  if (!query.q || query.category_id !== undefined || !isOrderCode(query.q)) return undefined;
  const id = await findListedIdByOrderCode(db, normaliseOrderCode(query.q));
  if (id === undefined) return undefined;
  const { rows } = await listProductsByIds(db, [id]);
  const mask = freeFromMask(query.free_from);
  const shown = rows.filter((row) => (Number(row.allergens_free) & mask) === mask);
  return pageOf(query, query.page === 1 ? shown : [], shown.length);
}

function filterOf(query: ProductListQuery, categoryIds: number[] | undefined): ProductFilter {
  const filter: ProductFilter = {};
  if (categoryIds) filter.categoryIds = categoryIds;
  if (query.q) filter.search = query.q;
  const mask = freeFromMask(query.free_from);
  if (mask) filter.freeFromMask = mask;
  return filter;
}

function pageOf(query: ProductListQuery, rows: ProductSummaryRow[], total: number): ProductPage {
  return {
    data: rows.map(toSummary),
    current_page: query.page,
    last_page: lastPageFor(total, PRODUCTS_PER_PAGE),
    total,
    per_page: PRODUCTS_PER_PAGE,
  };
}

/**
 * The page from this process's catalogue order, in one statement: the page's rows and the
 * catalogue version are read together, and the answer stands only if that version is the order's
 * (otherwise undefined, and the database answers). An unknown category is left to the database
 * way too, which tells a category created since from one that never existed.
 */
async function pageFromOrder(db: Db, query: ProductListQuery): Promise<ProductPage | undefined> {
  const order = orderIndexFor(db).latest();
  if (!order) return undefined;
  const categoryIds =
    query.category_id === undefined ? undefined : order.categoryWithDescendants(query.category_id);
  if (query.category_id !== undefined && !categoryIds) return undefined;
  const page = order.page(
    filterOf(query, categoryIds),
    (query.page - 1) * PRODUCTS_PER_PAGE,
    PRODUCTS_PER_PAGE,
  );
  const { version, rows } = await listProductsByIds(db, page.ids);
  return version === order.version ? pageOf(query, rows, page.total) : undefined;
}

/** The page from the database, with the counts and page starts kept per catalogue version. */
async function pageFromDatabase(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const index = pageIndexFor(db);
  const version = await index.sync(db);
  let categoryIds: number[] | undefined;
  if (query.category_id !== undefined) {
    categoryIds = await index.categoryWithDescendants(db, query.category_id);
    if (!categoryIds) throw new NotFoundError('No such category.');
  }
  const filter = filterOf(query, categoryIds);
  const offset = (query.page - 1) * PRODUCTS_PER_PAGE;
  // Starts a build of the order when this process has none at this version (see its `use`).
  const order = await orderIndexFor(db).at(db, version);
  if (order) {
    const page = order.page(filter, offset, PRODUCTS_PER_PAGE);
    const read = await listProductsByIds(db, page.ids);
    if (read.version === version) return pageOf(query, read.rows, page.total);
  }
  const total = await index.total(db, version, filter);
  // A page past the end costs no second query.
  let rows: ProductSummaryRow[] = [];
  if (offset < total) {
    const { after, skip } = await index.startOf(db, version, filter, offset);
    rows = await listProducts(db, filter, { limit: PRODUCTS_PER_PAGE, offset: skip, after, total });
  }
  return pageOf(query, rows, total);
}

/** A numeric key is an id, anything else a slug. */
export async function productDetail(db: Db, idOrSlug: string): Promise<ProductDetail> {
  const key = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
  const found = await findProductWithReviews(db, key);
  if (!found) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return {
    ...toSummary(found.product),
    reviews: found.reviews.map(toReview),
  };
}
