import { z } from 'zod';
import { Review } from './catalogue.ts';
import { bodyId, textId } from './ids.ts';
import { requiredParagraph } from './text-field.ts';

export const RATING_REQUIRED = 'Please add a rating to your review';
export const ALREADY_REVIEWED = 'You have already submitted a review for this product.';
export const MAX_REVIEW_LENGTH = 2000;

/** 1 to 5 whole stars; 0 is the form's "no rating yet". */
export const reviewRating = z
  .number({ error: RATING_REQUIRED })
  .int({ error: 'The rating must be a whole number of stars.' })
  .min(1, { error: RATING_REQUIRED })
  .max(5, { error: 'The rating must be between 1 and 5 stars.' });

export const ReviewForm = z.strictObject({
  rating: reviewRating,
  review: requiredParagraph(MAX_REVIEW_LENGTH),
});
export type ReviewForm = z.input<typeof ReviewForm>;

export const NewReviewBody = ReviewForm.extend({
  user_id: bodyId,
  product_id: bodyId,
});
export type NewReviewBody = z.input<typeof NewReviewBody>;

/** The stored review and the product's new average rating. */
export const NewReviewResponse = z.object({
  success: z.literal(true),
  review: Review,
  avg_rating: z.number(),
  reviews_count: z.number().int(),
});
export type NewReviewResponse = z.infer<typeof NewReviewResponse>;

/** `GET /api/my-review?user_id=&product_id=`: whether the signed-in customer has reviewed the product. */
export const MyReviewQuery = z.strictObject({ user_id: textId, product_id: textId });
export type MyReviewQuery = z.input<typeof MyReviewQuery>;

export const MyReviewResponse = z.object({ reviewed: z.boolean() });
export type MyReviewResponse = z.infer<typeof MyReviewResponse>;
