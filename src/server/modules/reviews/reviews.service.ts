import { reviewerDisplayName, toReview } from '../../../domain/review-view.ts';
import { ALREADY_REVIEWED, type NewReviewResponse } from '../../../domain/schemas/review.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { type CatalogueCache, PRODUCT_NOT_FOUND } from '../catalogue/catalogue.public.ts';
import {
  findReviewOf,
  insertReview,
  lockProduct,
  ratingStats,
  updateProductRating,
} from './reviews.repository.ts';

export type ReviewDeps = { db: Db; clock: Clock; catalogueCache: CatalogueCache };

/** The product's rating: the mean of its reviews to one decimal, as the demo seed computes it; 0 with none. */
export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

/**
 * One review per user per product. The review, the product's new rating and its review count are
 * written in one transaction, so the catalogue never shows a count that disagrees with the list.
 */
export async function submitReview(
  deps: ReviewDeps,
  author: UserRow,
  input: { product_id: number; rating: number; review: string },
): Promise<NewReviewResponse> {
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockProduct(trx, input.product_id))) throw new NotFoundError(PRODUCT_NOT_FOUND);
    const row = await insertReview(trx, {
      product_id: input.product_id,
      user_id: author.id,
      // Only the display name is kept: the full registered name is never shown, so never stored.
      author_name: reviewerDisplayName(author.name),
      rating: input.rating,
      review: input.review,
      created_at: deps.clock.now().toISOString(),
    });
    if (!row) throw new ConflictError(ALREADY_REVIEWED);
    const { total, count } = await ratingStats(trx, input.product_id);
    const rating = averageRating(total, count);
    await updateProductRating(trx, input.product_id, { rating, reviews_count: count });
    return { row, rating, count };
  });
  // After the commit: a catalogue request in between may cache the old product again, but not after.
  deps.catalogueCache.clear();
  return {
    success: true,
    review: toReview(result.row),
    avg_rating: result.rating,
    reviews_count: result.count,
  };
}

/** Whether the customer has reviewed the product: the review dialog says so before they write. */
export async function hasReviewed(db: Db, userId: number, productId: number): Promise<boolean> {
  if (!isStorableId(productId)) return false;
  return (await findReviewOf(db, userId, productId)) !== undefined;
}
