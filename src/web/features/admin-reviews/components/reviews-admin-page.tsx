import { Eye, EyeOff, MessageSquareText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { shownRating } from '../../../../domain/rating.ts';
import type { ReviewVisibility } from '../../../../domain/schemas/back-office-catalogue.ts';
import { ListStates, PagedListEmpty, standingOf } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { formatDate } from '../../../lib/back-office-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useManagedReviews, useSetReviewHidden } from '../api/reviews.ts';

const button =
  'inline-flex items-center gap-1.5 rounded-lg border border-neutral-300 bg-white px-3 py-1.5 font-medium text-neutral-800 text-sm hover:bg-neutral-100 disabled:opacity-60';

/** What the product's rating is after a review is hidden or shown, worded as the shop shows it. */
function ratingNow(productName: string, result: ReviewVisibility): string {
  const rating = shownRating(result);
  if (rating === null) return `${productName} now has no visible reviews, so no rating.`;
  const reviews = result.reviews_count === 1 ? 'review' : 'reviews';
  return `${productName} now rates ${rating.toFixed(1)} from ${result.reviews_count} ${reviews}.`;
}

/** /admin/reviews: every review, newest first; hiding one takes it out of the product's rating. */
export function ReviewsAdminPage() {
  useDocumentTitle('Reviews · Back office');
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, refetch } = useManagedReviews(page);
  const visibility = useSetReviewHidden();

  return (
    <section aria-labelledby="reviews-title">
      <PageHeader id="reviews-title" title="Reviews" />
      <ListStates
        data={data}
        isPending={isPending}
        failed={isError}
        onRetry={refetch}
        loadingLabel="Loading reviews"
        errorText="We couldn't load the reviews."
        isEmpty={(reviews) => reviews.data.length === 0}
        empty={
          <PagedListEmpty
            icon={MessageSquareText}
            large
            standing={standingOf(data)}
            hrefFor={(next) => `?page=${next}`}
          >
            No reviews yet.
          </PagedListEmpty>
        }
      >
        {(reviews) => (
          <>
            <ul className="space-y-3">
              {reviews.data.map((review) => {
                const hidden = review.hidden_at !== null;
                return (
                  <li
                    key={review.id}
                    className={`rounded-2xl border bg-white p-4 shadow-sm ${hidden ? 'border-neutral-200 opacity-70' : 'border-neutral-200'}`}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <Link
                          to={`/product/details/${review.product_slug}`}
                          className="font-semibold hover:underline"
                        >
                          {review.product_name}
                        </Link>
                        <p className="text-neutral-600 text-sm">
                          <span className="sr-only">{review.rating} out of 5 stars</span>
                          <span aria-hidden="true">
                            {'★'.repeat(review.rating)}
                            {'☆'.repeat(5 - review.rating)}
                          </span>{' '}
                          · {review.author_name} · {formatDate(review.created_at)}
                          {hidden && (
                            <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 font-medium text-neutral-700 text-xs">
                              Hidden
                            </span>
                          )}
                        </p>
                      </div>
                      <button
                        type="button"
                        className={button}
                        disabled={visibility.isPending}
                        onClick={() =>
                          visibility.mutate(
                            { id: review.id, hide: !hidden },
                            {
                              onSuccess: (result) =>
                                toast.success(
                                  `${hidden ? 'Shown again' : 'Hidden'}. ${ratingNow(review.product_name, result)}`,
                                ),
                              onError: (error) => toast.error(error.message),
                            },
                          )
                        }
                        aria-label={`${hidden ? 'Show' : 'Hide'} the review by ${review.author_name} of ${review.product_name}`}
                      >
                        {hidden ? (
                          <Eye className="h-4 w-4" aria-hidden="true" />
                        ) : (
                          <EyeOff className="h-4 w-4" aria-hidden="true" />
                        )}
                        {hidden ? 'Show' : 'Hide'}
                      </button>
                    </div>
                    <p className="mt-2 whitespace-pre-line break-words text-neutral-800 text-sm">
                      {review.review}
                    </p>
                  </li>
                );
              })}
            </ul>
            <div className="mt-4">
              <Pagination
                currentPage={page}
                lastPage={reviews.last_page}
                label="Review pages"
                hrefFor={(next) => `?page=${next}`}
              />
            </div>
          </>
        )}
      </ListStates>
    </section>
  );
}
