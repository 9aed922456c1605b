import type { Review } from './schemas/catalogue.ts';

/** A review whose author is unknown or whose account was deleted (docs/product.md §3: authorName defaults to it). */
export const ANONYMOUS_AUTHOR = 'Anonymous';

/**
 * How a reviewer is shown to everyone: first name and the initial of the last ("Harry N."), as
 * the seeded reviews are written. A registered name is the person's own business; a product page
 * is public. A name already in this form stays as it is.
 */
export function reviewerDisplayName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return ANONYMOUS_AUTHOR;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last)[0]?.toLocaleUpperCase('en-GB') : undefined;
  return initial ? `${first} ${initial}.` : first;
}

/** A review as the public sees it: who wrote it by display name only, never by user id. */
export function toReview(row: Omit<Review, 'authorName'> & { author_name: string | null }): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    review: row.review,
    authorName: reviewerDisplayName(row.author_name),
    created_at: row.created_at,
  };
}
