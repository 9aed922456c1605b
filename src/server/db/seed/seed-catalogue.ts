import { packFromName, SINGLE_ITEM_PACK } from '../../../domain/pack.ts';
import type { Db } from '../database.ts';
import { assignDefaultOrderCodes } from '../order-codes.ts';
import { demoAllergens } from './allergens-by-category.ts';
import type { CatalogueItem } from './catalogue-items.ts';
import { type GeneratedProduct, generateProduct, productFromItem } from './product-generator.ts';
import { categoryIdsByName } from './seed-categories.ts';

export type SeedCatalogueOptions = {
  /** How many products to add. */
  products: number;
  /** Reviews and creation dates fall in the two years before this. */
  now?: Date;
  /** The demo seller owns every twelfth of the hand-written products. */
  sellerId?: number | null;
  /** Rows per INSERT: 17 columns x 500 stays far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
  batchSize?: number;
};

export type SeedCatalogueResult = { products: number; reviews: number };

const SELLER_SHARE = 12;
const SELLER_PRODUCT_LIMIT = 40;

async function insertBatch(
  db: Db,
  batch: GeneratedProduct[],
  categoryIds: Map<string, number>,
  sellerId: number | null,
): Promise<number> {
  const rows = await db
    .insertInto('products')
    .values(
      batch.map((product) => {
        const categoryId = categoryIds.get(product.item.category);
        if (categoryId === undefined)
          throw new Error(`Category ${product.item.category} is not in the database`);
        const ownedBySeller =
          sellerId !== null &&
          product.index % SELLER_SHARE === 5 &&
          product.index < SELLER_SHARE * SELLER_PRODUCT_LIMIT;
        const allergens = demoAllergens(product.item.category, product.index);
        const pack = packFromName(product.name) ?? SINGLE_ITEM_PACK;
        return {
          allergens_contains: allergens.contains,
          allergens_may_contain: allergens.mayContain,
          allergens_free: allergens.free,
          ...(product.item.vatRate === undefined ? {} : { vat_rate: product.item.vatRate }),
          pack_count: pack.count,
          pack_size: pack.size,
          pack_unit: pack.unit,
          category_id: categoryId,
          seller_id: ownedBySeller ? sellerId : null,
          slug: product.slug,
          name: product.name,
          description: product.description,
          images: JSON.stringify(product.images),
          price_pence: product.price_pence,
          member_price_pence: product.member_price_pence,
          rating: product.rating,
          reviews_count: product.reviews_count,
          created_at: product.created_at,
        };
      }),
    )
    .returning(['id', 'slug'])
    .execute();
  await assignDefaultOrderCodes(db);
  // Ids are matched back by slug, which is unique, rather than trusting RETURNING's row order.
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const reviews = batch.flatMap((product) =>
    product.reviews.map((review) => ({
      ...review,
      product_id: idBySlug.get(product.slug) ?? 0,
      user_id: null,
    })),
  );
  const reviewBatch = 1000;
  for (let start = 0; start < reviews.length; start += reviewBatch) {
    await db
      .insertInto('reviews')
      .values(reviews.slice(start, start + reviewBatch))
      .execute();
  }
  return reviews.length;
}

async function seedInto(db: Db, options: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  const categoryIds = await categoryIdsByName(db);
  // Continue numbering after what is there, so slugs stay unique when products are added twice.
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const first = Number(count);
  let reviews = 0;
  for (let start = 0; start < options.products; start += batchSize) {
    const size = Math.min(batchSize, options.products - start);
    const batch = Array.from({ length: size }, (_, offset) => generateProduct(first + start + offset, now));
    reviews += await insertBatch(db, batch, categoryIds, options.sellerId ?? null);
  }
  return { products: options.products, reviews };
}

/**
 * Adds `items` as products of their own names and prices (with reviews), after those already there,
 * inside the caller's transaction.
 */
export async function seedItems(
  trx: Db,
  items: readonly CatalogueItem[],
  now: Date,
): Promise<SeedCatalogueResult> {
  const categoryIds = await categoryIdsByName(trx);
  const { count } = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const batch = items.map((item, offset) => productFromItem(item, Number(count) + offset, now));
  const reviews = await insertBatch(trx, batch, categoryIds, null);
  return { products: items.length, reviews };
}

/**
 * Adds `products` generated products with their reviews to the categories already seeded, in one
 * transaction with multi-row inserts: 100,000 products load in seconds.
 */
export async function seedCatalogue(db: Db, options: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  if (db.isTransaction) return seedInto(db, options);
  return db.transaction().execute((trx) => seedInto(trx, options));
}
