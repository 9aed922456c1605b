import { penceToPounds } from '../../../domain/money.ts';
import { lastPageFor, PRODUCTS_PER_PAGE } from '../../../domain/pagination.ts';
import type {
  Category,
  ProductDetail,
  ProductListQuery,
  ProductPage,
  ProductSummary,
} from '../../../domain/schemas/catalog.ts';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import { toReview } from '../reviews/review-view.ts';
import {
  findProduct,
  listCategories,
  listProducts,
  listProductsByIds,
  listReviews,
  type ProductFilter,
  type ProductSummaryRow,
} from './catalog.repository.ts';
import { pageIndexFor } from './catalog-page-index.ts';
import { orderIndexFor } from './catalogue-order-index.ts';

/** Every module that looks a product up by id answers an unknown one with this. */
export const PRODUCT_NOT_FOUND = 'This product does not exist.';

function parseImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A product card for the wire (prices in pounds); other modules that list products use it too. */
export function toSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    images: parseImages(row.images),
    category_id: row.category_id,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    price: penceToPounds(row.price_pence),
    special_price: penceToPounds(row.member_price_pence),
    rating: Number(row.rating),
    reviews_count: row.reviews_count,
  };
}

/** The category tree: top level first, each with its children, in position order. */
export async function categoryTree(db: Db): Promise<Category[]> {
  const rows = await listCategories(db);
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
  const index = pageIndexFor(db);
  const version = await index.sync(db);
  const filter: ProductFilter = {};
  if (query.category_id !== undefined) {
    const ids = await index.categoryWithDescendants(db, query.category_id);
    if (!ids) throw new NotFoundError('No such category.');
    filter.categoryIds = ids;
  }
  if (query.q) filter.search = query.q;

  const offset = (query.page - 1) * PRODUCTS_PER_PAGE;
  const order = await orderIndexFor(db).at(db, version);
  let total: number;
  // A page past the end costs no second query.
  let rows: ProductSummaryRow[] = [];
  if (order) {
    // This process holds the catalogue's order at the version just read: only the page's rows are read.
    const page = order.page(filter, offset, PRODUCTS_PER_PAGE);
    total = page.total;
    rows = await listProductsByIds(db, page.ids);
  } else {
    total = await index.total(db, version, filter);
    if (offset < total) {
      const { after, skip } = await index.startOf(db, version, filter, offset);
      rows = await listProducts(db, filter, { limit: PRODUCTS_PER_PAGE, offset: skip, after, total });
    }
  }
  return {
    data: rows.map(toSummary),
    current_page: query.page,
    last_page: lastPageFor(total, PRODUCTS_PER_PAGE),
    total,
    per_page: PRODUCTS_PER_PAGE,
  };
}

/** A numeric key is an id, anything else a slug. */
export async function productDetail(db: Db, idOrSlug: string): Promise<ProductDetail> {
  const key = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
  const row = await findProduct(db, key);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const reviews = await listReviews(db, row.id);
  return {
    ...toSummary(row),
    reviews: reviews.map(toReview),
  };
}
