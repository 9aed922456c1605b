import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetail, Review } from '../../../../domain/schemas/catalogue.ts';
import { ALREADY_REVIEWED, type NewReviewResponse } from '../../../../domain/schemas/review.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, replyWith, stubFetch } from '../../../test/stub-fetch.ts';
import { ProductDetailsPage } from './product-details-page.tsx';

const buyer = testUser();

function review(id: number, authorName: string, rating: number, day: number): Review {
  return {
    id,
    product_id: 3,
    rating,
    review: `Review by ${authorName}`,
    authorName,
    created_at: `2026-11-${String(day).padStart(2, '0')} 10:00:00`,
  };
}

const cheddar: ProductDetail = {
  ...testProduct(),
  reviews: [review(2, 'Bea', 5, 20), review(1, 'Cal', 3, 10)],
};

const posted: NewReviewResponse = {
  success: true,
  review: {
    id: 9,
    product_id: 3,
    rating: 5,
    review: 'Melts beautifully on toasties.',
    authorName: 'Ada Buyer',
    created_at: '2026-11-30 09:00:00',
  },
  avg_rating: 4.33,
  reviews_count: 3,
};

type ReviewReply = { status: number; body: unknown } | 'network-down';

/**
 * A pretend API: the user, the product page, GET /api/my-review answering `reviewed`, and
 * POST /api/reviews answering `reply`.
 */
function fakeApi(
  reply: ReviewReply,
  product: ProductDetail = cheddar,
  reviewed: boolean | 'network-down' = false,
  /** When given, the my-review check is answered only once this settles. */
  checkAnswered?: Promise<void>,
) {
  const posts: unknown[] = [];
  const checks: string[] = [];
  stubFetch(({ method, url, body }) => {
    if (url === '/api/user') return json(buyer);
    if (url.startsWith('/api/wishlist')) return json([]);
    if (url === `/api/products/${cheddar.slug}`) return json(product);
    if (url.startsWith('/api/my-review?')) {
      checks.push(url);
      if (checkAnswered) {
        const answer = reviewed === 'network-down' ? null : json({ reviewed });
        return checkAnswered.then(() => answer ?? replyWith('network-error'));
      }
      if (reviewed === 'network-down') throw new TypeError('Failed to fetch');
      return json({ reviewed });
    }
    if (url === '/api/reviews' && method === 'POST') {
      posts.push(body);
      if (reply === 'network-down') throw new TypeError('Failed to fetch');
      return json(reply.body, reply.status);
    }
    return json({ message: 'Not found', errors: {} }, 404);
  });
  return { posts, checks };
}

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login page, back to {state?.from}</p>;
}

function renderProductPage({ signedIn = true } = {}) {
  if (signedIn) useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    `/product/details/${cheddar.slug}`,
    <>
      <Route path="/product/details/:slug" element={<ProductDetailsPage />} />
      <Route path="/login" element={<LoginProbe />} />
    </>,
  );
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Write a review' });
  // A real click focuses the button too; jsdom's does not.
  button.focus();
  fireEvent.click(button);
  // The dialog is lazy-loaded; its first import in a test run can take a while.
  return screen.findByRole('dialog', { name: 'Write a review' }, { timeout: 5000 });
}

async function fillIn(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
  fireEvent.change(within(dialog).getByLabelText(/Your review/), {
    target: { value: 'Melts beautifully on toasties.' },
  });
  // The submit button waits for the signed-in user, and whether they reviewed it, to be known.
  const submit = within(dialog).getByRole('button', { name: 'Submit review' });
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  fireEvent.click(submit);
}

// hidden: while the modal is open Radix hides the page behind it from assistive technology.
const reviewAuthors = () =>
  screen
    .getAllByRole('article', { name: /^Review by /, hidden: true })
    .map((item) => item.getAttribute('aria-label'));

resetAfterEach();

describe('Write a review', () => {
  it('sends a guest to /login and back to the product afterwards', async () => {
    fakeApi({ status: 201, body: posted });
    renderProductPage({ signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(screen.getByText(`Login page, back to /product/details/${cheddar.slug}`)).toBeTruthy();
  });

  it('asks for a rating and the text before sending anything', async () => {
    const api = fakeApi({ status: 201, body: posted });
    renderProductPage();
    const dialog = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Submit review' });
    // Submit waits until the server has said this customer has not reviewed the product yet.
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));

    fireEvent.click(submit);

    expect(await within(dialog).findByText('Please add a rating to your review')).toBeTruthy();
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: /Your rating/ })).toBeTruthy();
    expect(api.posts).toEqual([]);
  });

  it('posts the review, closes, and shows it first with the new rating', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = fakeApi({ status: 201, body: posted });
    renderProductPage();
    expect(await screen.findByText('4.0 out of 5 · 2 reviews')).toBeTruthy();
    const dialog = await openDialog();
    // Focus starts on the stars, the first thing to fill in.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '1 star' })),
    );

    await fillIn(dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByText('You have reviewed this product. Thank you!')),
    );
    expect(api.posts).toEqual([
      { user_id: 7, product_id: 3, rating: 5, review: 'Melts beautifully on toasties.' },
    ]);
    expect(reviewAuthors()).toEqual(['Review by Ada Buyer', 'Review by Bea', 'Review by Cal']);
    expect(screen.getByText('4.3 out of 5 · 3 reviews')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 reviews' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Thank you! Your review has been posted.');
  });

  it("shows the server's words when the product was already reviewed", async () => {
    fakeApi({ status: 409, body: { message: ALREADY_REVIEWED, errors: {} } });
    renderProductPage();
    const dialog = await openDialog();

    await fillIn(dialog);

    expect(
      await within(dialog).findByText('You have already submitted a review for this product.'),
    ).toBeTruthy();
    expect(reviewAuthors()).toEqual(['Review by Bea', 'Review by Cal']);
  });

  it("puts the server's field errors under their fields", async () => {
    fakeApi({
      status: 422,
      body: {
        message: 'Please add a rating to your review',
        errors: { rating: ['Please add a rating to your review'] },
      },
    });
    renderProductPage();
    const dialog = await openDialog();

    await fillIn(dialog);

    expect(await within(dialog).findAllByText('Please add a rating to your review')).toHaveLength(1);
  });

  it('says to try again later when the network fails', async () => {
    fakeApi('network-down');
    renderProductPage();
    const dialog = await openDialog();

    await fillIn(dialog);

    expect(
      await within(dialog).findByText(
        'An error occurred while submitting your review. Please try again later.',
      ),
    ).toBeTruthy();
    // Still open with what was typed, ready to send again.
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Your review/).value).toBe(
      'Melts beautifully on toasties.',
    );
  });

  it('says at once that a customer who has reviewed the product cannot review it again', async () => {
    // Public reviews carry no user id: the server says whether this customer wrote one.
    // Opened before the answer arrives (the page offers 'Write a review' until it knows).
    let answer = () => {};
    const { posts, checks } = fakeApi(
      { status: 201, body: posted },
      cheddar,
      true,
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    renderProductPage();
    const dialog = await openDialog();
    answer();

    expect(await within(dialog).findByText(ALREADY_REVIEWED)).toBeTruthy();
    expect(checks).toEqual([`/api/my-review?user_id=${buyer.id}&product_id=${cheddar.id}`]);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit review' }).disabled).toBe(
      true,
    );
    expect(posts).toEqual([]);
  });

  it('lets the customer send the review when asking whether they reviewed it already fails', async () => {
    // The server refuses a second review anyway (409, shown in the dialog); a lost check must not
    // leave Submit disabled for good.
    const { posts } = fakeApi({ status: 201, body: posted }, cheddar, 'network-down');
    renderProductPage();
    const dialog = await openDialog();

    await fillIn(dialog);

    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers 'Write a review' no more once the customer has reviewed the product", async () => {
    fakeApi({ status: 201, body: posted });
    renderProductPage();
    const dialog = await openDialog();
    await fillIn(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The page knows without asking the server again.
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    // The button that had focus is gone; focus goes to the line that says why.
    const note = screen.getByText('You have reviewed this product. Thank you!');
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it("does not offer 'Write a review' to a customer who reviewed the product before", async () => {
    fakeApi({ status: 201, body: posted }, cheddar, true);
    renderProductPage();
    expect(await screen.findByText('You have reviewed this product. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });
});
