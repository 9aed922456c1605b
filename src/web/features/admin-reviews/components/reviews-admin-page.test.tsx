import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type {
  ManagedReview,
  ManagedReviewPage,
  ReviewVisibility,
} from '../../../../domain/schemas/back-office-catalogue.ts';
import { toast } from '../../../lib/toast.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { ReviewsAdminPage } from './reviews-admin-page.tsx';

resetAfterEach();

/** A review whose author deleted their account: the server names it as the shop does. */
const review: ManagedReview = {
  id: 5,
  product_id: 3,
  product_name: 'Reviewed brie',
  product_slug: 'reviewed-brie',
  author_name: 'Anonymous',
  rating: 1,
  review: 'Too runny.',
  created_at: '2026-11-02T10:00:00.000Z',
  hidden_at: null,
};

const page: ManagedReviewPage = { data: [review], current_page: 1, last_page: 1, total: 1, per_page: 25 };

function renderHidingLeaves(after: Pick<ReviewVisibility, 'rating' | 'reviews_count'>) {
  const hidden: ReviewVisibility = { review: { ...review, hidden_at: '2026-11-30T10:00:00.000Z' }, ...after };
  stubFetch(({ method, url }) => {
    if (url.startsWith('/api/admin/reviews?')) return json(page);
    if (method === 'POST' && url === `/api/admin/reviews/${review.id}/hide`) return json(hidden);
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt('/admin/reviews', <Route path="/admin/reviews" element={<ReviewsAdminPage />} />);
}

describe('ReviewsAdminPage', () => {
  it("says the product's new rating as the shop shows it once a review is hidden", async () => {
    const success = vi.spyOn(toast, 'success');
    renderHidingLeaves({ rating: 4.5, reviews_count: 1 });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Hide the review by Anonymous of Reviewed brie' }),
    );

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Hidden. Reviewed brie now rates 4.5 from 1 review.'),
    );
  });

  it('says a product left without visible reviews has no rating, not a rating of 0', async () => {
    const success = vi.spyOn(toast, 'success');
    renderHidingLeaves({ rating: 0, reviews_count: 0 });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Hide the review by Anonymous of Reviewed brie' }),
    );

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Hidden. Reviewed brie now has no visible reviews, so no rating.'),
    );
  });
});
