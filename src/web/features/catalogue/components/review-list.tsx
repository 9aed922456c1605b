import { useMemo, useState } from 'react';
import { lastPageFor, REVIEWS_PER_PAGE } from '../../../../domain/pagination.ts';
import type { Review } from '../../../../domain/schemas/catalogue.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { formatReviewDate, newestFirst } from '../utils/review-date.ts';
import { ReviewText } from './review-text.tsx';

/** A product's reviews, newest first, five to a page with previous / numbers / next. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => newestFirst(reviews), [reviews]);
  if (sorted.length === 0) {
    return (
      <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-600">
        No reviews yet.
      </p>
    );
  }

  const lastPage = lastPageFor(sorted.length, REVIEWS_PER_PAGE);
  const shown = sorted.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE);
  return (
    <div>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white px-4">
        {shown.map((review) => (
          <li key={review.id} className="py-4">
            <article aria-label={`Review by ${review.authorName}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-neutral-900">{review.authorName}</p>
                <time dateTime={review.created_at} className="text-xs text-neutral-500">
                  {formatReviewDate(review.created_at)}
                </time>
              </div>
              <div className="mt-1">
                <StarRating rating={review.rating} />
              </div>
              <ReviewText text={review.review} />
            </article>
          </li>
        ))}
      </ul>
      <Pagination currentPage={page} lastPage={lastPage} label="Review pages" onPageChange={setPage} />
    </div>
  );
}
