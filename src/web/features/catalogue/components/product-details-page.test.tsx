import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, Review } from '../../../../domain/schemas/catalogue.ts';
import { testProduct } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { ProductDetailsPage } from './product-details-page.tsx';

function review(id: number, rating: number): Review {
  return {
    id,
    product_id: 3,
    rating,
    review: `Rated it ${rating}.`,
    authorName: `Buyer ${id}`,
    created_at: `2026-11-0${id} 10:00:00`,
  };
}

/** As the seed writes them: every product has reviews and their mean as its rating. */
const reviewed: ProductDetail = {
  ...testProduct({ rating: 4.3, reviews_count: 3 }),
  reviews: [review(3, 5), review(2, 4), review(1, 4)],
};

/** Just added in the back office: the server stores rating 0 until someone reviews it. */
const unreviewed: ProductDetail = { ...testProduct({ rating: 0, reviews_count: 0 }), reviews: [] };

function renderProduct(product: ProductDetail) {
  stubFetch(({ url }) =>
    url === `/api/products/${product.slug}` ? json(product) : json({ message: 'Not found', errors: {} }, 404),
  );
  renderRoutesAt(
    `/product/details/${product.slug}`,
    <Route path="/product/details/:slug" element={<ProductDetailsPage />} />,
  );
}

resetAfterEach();

describe('the rating on the product page', () => {
  it('shows a reviewed product rated out of 5 with its review count', async () => {
    renderProduct(reviewed);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mature cheddar 5kg' });
    expect(heading).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveLength(2);
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 reviews' }).getAttribute('href')).toBe('#reviews');
    expect(screen.getByText('4.3 out of 5 · 3 reviews')).toBeTruthy();
  });

  it('shows a product nobody has reviewed as not rated yet, never 0.0 out of 5', async () => {
    renderProduct(unreviewed);
    await screen.findByRole('heading', { level: 1, name: 'Mature cheddar 5kg' });
    expect(screen.getByRole('link', { name: 'No reviews yet' }).getAttribute('href')).toBe('#reviews');
    const reviews = screen.getByRole('region', { name: 'Customer reviews' });
    expect(within(reviews).getByText('No reviews yet.')).toBeTruthy();
    expect(within(reviews).getByRole('button', { name: 'Write a review' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText('0.0')).toBeNull();
    expect(screen.queryByText(/out of 5/)).toBeNull();
    expect(screen.queryByText('0 reviews')).toBeNull();
  });
});

describe('a product page that fails to load', () => {
  it("says so in the spec's words, with Retry, which shows the product", async () => {
    let failing = true;
    stubFetch(({ url }) => {
      if (url !== `/api/products/${reviewed.slug}`) return json({ message: 'Not found', errors: {} }, 404);
      return failing ? json({ message: 'Boom', errors: {} }, 500) : json(reviewed);
    });
    renderRoutesAt(
      `/product/details/${reviewed.slug}`,
      <Route path="/product/details/:slug" element={<ProductDetailsPage />} />,
    );
    // The product is asked for twice, a second apart, before the page says it failed.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe("Sorry! Can't load data, Server error happened!");

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mature cheddar 5kg' })).toBeTruthy();
  });
});
