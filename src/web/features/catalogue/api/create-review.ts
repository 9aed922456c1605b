import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../domain/schemas/catalogue.ts';
import type { NewReviewBody, NewReviewResponse } from '../../../../domain/schemas/review.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { myReviewKeys } from './get-my-review.ts';
import { productKeys } from './get-product.ts';

/** POST /api/reviews: the stored review and the product's new average and count. */
export function createReview(body: NewReviewBody): Promise<NewReviewResponse> {
  return apiRequest<NewReviewResponse>('/api/reviews', { method: 'POST', body });
}

/** The product page with the new review on top (newest first) and the server's new figures. */
function withReview(product: ProductDetail, response: NewReviewResponse): ProductDetail {
  return {
    ...product,
    reviews: [response.review, ...product.reviews.filter((review) => review.id !== response.review.id)],
    rating: response.avg_rating,
    reviews_count: response.reviews_count,
  };
}

/**
 * Posts a review. The open product page shows it at once from the reply, without a reload;
 * product lists (and the wishlist's cards) carry the rating too, so they are fetched afresh.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (response, body) => {
      // One review per product: opening the dialog again says so without asking the server.
      queryClient.setQueryData(myReviewKeys.of(body.user_id, response.review.product_id), { reviewed: true });
      // The page may have been opened by slug or by id; update whichever holds this product.
      queryClient.setQueriesData<ProductDetail>({ queryKey: productKeys.all }, (product) =>
        product && product.id === response.review.product_id ? withReview(product, response) : product,
      );
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      // Every user's wishlist key starts so (session/query-keys.ts).
      void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
  });
}
