import { reviewerDisplayName } from '../../../domain/review-view.ts';
import {
  BACK_OFFICE_PER_PAGE,
  type ManagedReview,
  type ManagedReviewPage,
  type ReviewVisibility,
} from '../../../domain/schemas/back-office-catalogue.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/paging.ts';
import { NotFoundError } from '../../errors.ts';
import type { Actor, CatalogueDeps } from '../admin-catalogue/admin-catalogue.public.ts';
import { averageRating, ratingStats, updateProductRating } from '../reviews/reviews.public.ts';
import {
  countReviews,
  findReview,
  listReviewsPage,
  lockProductRow,
  setReviewHidden,
} from './admin-reviews.repository.ts';

export const REVIEW_NOT_FOUND = 'This review does not exist.';

type Row = NonNullable<Awaited<ReturnType<typeof findReview>>>;

function toManagedReview(row: Row): ManagedReview {
  return {
    id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    product_slug: row.product_slug,
    // Named as the shop names them, so staff see the review as customers do ('Anonymous' too).
    author_name: reviewerDisplayName(row.author_name),
    rating: row.rating,
    review: row.review,
    created_at: row.created_at,
    hidden_at: row.hidden_at,
  };
}

export async function managedReviewPage(db: Db, page: number): Promise<ManagedReviewPage> {
  return readPage(
    page,
    BACK_OFFICE_PER_PAGE,
    () => countReviews(db),
    async (window) => (await listReviewsPage(db, window)).map(toManagedReview),
  );
}

/**
 * Hides (or shows again) a review. The product's rating and review count are recomputed from the
 * visible reviews in the same transaction, so the shop never shows a count that disagrees.
 */
export async function setReviewVisibility(
  deps: CatalogueDeps,
  actor: Actor,
  id: number,
  hidden: boolean,
): Promise<ReviewVisibility> {
  const now = deps.clock.now();
  const found = await findReview(deps.db, id);
  if (!found) throw new NotFoundError(REVIEW_NOT_FOUND);
  const stats = await deps.db.transaction().execute(async (trx) => {
    await lockProductRow(trx, found.product_id);
    const current = await findReview(trx, id);
    if (!current) throw new NotFoundError(REVIEW_NOT_FOUND);
    if ((current.hidden_at !== null) !== hidden) {
      await setReviewHidden(trx, id, hidden ? now.toISOString() : null);
      await writeAudit(
        trx,
        {
          actorUserId: actor.id,
          action: hidden ? 'review.hide' : 'review.show',
          subjectType: 'review',
          subjectId: id,
          detail: { product_id: current.product_id },
        },
        now,
      );
    }
    const { total, count } = await ratingStats(trx, current.product_id);
    const rating = averageRating(total, count);
    await updateProductRating(trx, current.product_id, { rating, reviews_count: count });
    return { rating, reviews_count: count };
  });
  deps.catalogueCache.clear();
  const review = await findReview(deps.db, id);
  if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
  return { review: toManagedReview(review), ...stats };
}
