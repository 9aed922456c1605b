import { useQuery } from '@tanstack/react-query';
import type { MyReviewResponse } from '../../../../domain/schemas/review.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/my-review: whether the signed-in customer has reviewed the product. */
export function getMyReview(
  userId: number,
  productId: number,
  signal?: AbortSignal,
): Promise<MyReviewResponse> {
  return apiRequest<MyReviewResponse>(`/api/my-review?user_id=${userId}&product_id=${productId}`, { signal });
}

/** Under the user's id, so it goes with the rest of the session's data at logout (queryClient.clear()). */
export const myReviewKeys = {
  of: (userId: number, productId: number) => ['my-review', userId, productId] as const,
};

/**
 * Public reviews carry no user id (a product page does not say who wrote what), so the server
 * tells the customer themselves. `reviewed` is undefined while unknown or for a guest.
 */
export function useHasReviewed(userId: number | null, productId: number) {
  const query = useQuery({
    queryKey: myReviewKeys.of(userId ?? 0, productId),
    queryFn: ({ signal }) => getMyReview(userId ?? 0, productId, signal),
    enabled: userId !== null,
  });
  return { reviewed: query.data?.reviewed, isChecking: userId !== null && query.isPending };
}
