import { type Db, isPostgres } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { ReviewRow } from '../../db/schema.ts';

export type NewReviewRow = Omit<ReviewRow, 'id' | 'hidden_at'>;

/**
 * Whether the product exists, holding its row (PostgreSQL) until the transaction ends: reviews of
 * one product then queue up, so each recount sees every review committed before it. SQLite runs
 * one write transaction at a time already and has no FOR UPDATE.
 */
export async function lockProduct(trx: Db, productId: number): Promise<boolean> {
  if (!isStorableId(productId)) return false;
  const row = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('archived_at', 'is', null)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores the review, or nothing when the user has already reviewed the product: the unique
 * reviews_user_product index decides, so two submissions racing each other cannot both land.
 */
export async function insertReview(trx: Db, review: NewReviewRow): Promise<ReviewRow | undefined> {
  return trx
    .insertInto('reviews')
    .values(review)
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findReviewOf(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export async function ratingStats(trx: Db, productId: number): Promise<{ count: number; total: number }> {
  const row = await trx
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number | null>('rating').as('total')])
    .where('product_id', '=', productId)
    // Hidden reviews do not count towards the product's rating.
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  // pg returns the bigint count and sum as numbers (see createDb) but the sum of no rows is null.
  return { count: Number(row.count), total: Number(row.total ?? 0) };
}

export async function updateProductRating(
  trx: Db,
  productId: number,
  stats: { rating: number; reviews_count: number },
): Promise<void> {
  await trx.updateTable('products').set(stats).where('id', '=', productId).execute();
}
