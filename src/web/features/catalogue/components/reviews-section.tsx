import { lazy, Suspense, useRef, useState } from 'react';
import { shownRating } from '../../../../domain/rating.ts';
import type { ProductDetail } from '../../../../domain/schemas/catalogue.ts';
import { StarRating } from '../../../components/star-rating.tsx';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useHasReviewed } from '../api/get-my-review.ts';
import { ReviewList } from './review-list.tsx';
import { WriteReviewButton } from './write-review-button.tsx';

// The form, its schema and zod load when someone writes a review, not with every product page.
const ReviewDialog = lazy(async () => ({ default: (await import('./review-dialog.tsx')).ReviewDialog }));

/** The reviews block of the product page: summary, 'Write a review' and the paged list. */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  const count = product.reviews.length;
  const rating = shownRating(product);
  const [writing, setWriting] = useState(false);
  const { user } = useCurrentUser();
  // One review per customer per product: once written, the offer to write one goes.
  const { reviewed } = useHasReviewed(user?.id ?? null, product.id);
  const reviewedNote = useRef<HTMLParagraphElement>(null);
  return (
    // Followed as '#reviews', it stops below the sticky header: the page's scroll-padding-top.
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="reviews-heading" className="text-xl font-bold text-neutral-900">
            Customer reviews
          </h2>
          {/* Unrated, the list below says 'No reviews yet.' on its own. */}
          {rating !== null && (
            <p className="mt-1 flex items-center gap-2 text-sm text-neutral-600">
              <StarRating rating={rating} />
              <span>
                {rating.toFixed(1)} out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          )}
        </div>
        {reviewed === true ? (
          // Focusable by script: the dialog hands focus here when the button it came from is gone.
          <p ref={reviewedNote} tabIndex={-1} className="text-sm text-neutral-700 focus:outline-none">
            You have reviewed this product. Thank you!
          </p>
        ) : (
          <WriteReviewButton onWrite={() => setWriting(true)} />
        )}
      </div>
      <div className="mt-4">
        {/* Keyed by product, so moving to another product starts again at page 1. */}
        <ReviewList key={product.id} reviews={product.reviews} />
      </div>
      {/* Mounted only while open, so each review starts from an empty form. */}
      {writing && (
        <Suspense fallback={null}>
          <ReviewDialog product={product} open onOpenChange={setWriting} returnFocusTo={reviewedNote} />
        </Suspense>
      )}
    </section>
  );
}
