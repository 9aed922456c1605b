import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { testProduct } from '../test/fixtures.ts';
import { renderRoutesAt } from '../test/render-at.tsx';
import { ProductCard } from './product-card.tsx';

const cheddar = testProduct({
  description: 'Aged twelve months, a block for the kitchen.',
  images: ['/images/products/mature-cheddar-5kg/1.svg'],
  rating: 4.26,
  reviews_count: 1_500,
});

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>Login page, from {from}</p>;
}

function renderCard(product: ProductSummary = cheddar) {
  return renderRoutesAt(
    '/categories/cheese?page=2',
    <>
      <Route path="/categories/:slug" element={<ProductCard product={product} />} />
      <Route path="/login" element={<LoginProbe />} />
    </>,
  );
}

afterEach(() => {
  cleanup();
  useSessionStore.getState().setToken(null);
  window.localStorage.clear();
});

describe('ProductCard', () => {
  it('shows the name as a link to the product page, the description and a lazy image with its size', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Mature cheddar 5kg' }).getAttribute('href')).toBe(
      '/product/details/mature-cheddar-5kg',
    );
    expect(screen.getByText('Aged twelve months, a block for the kitchen.')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Mature cheddar 5kg' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('320');
  });

  it('shows the list price and the member price with the floored percent off', () => {
    renderCard();
    expect(screen.getByText('£10.00')).toBeTruthy();
    // 1000p -> 855p is 14.5% off, shown floored as 14%.
    expect(screen.getByText('Member £8.55 · 14% off')).toBeTruthy();
  });

  it('leaves out the member line when the member price is not lower', () => {
    renderCard({ ...cheddar, special_price: 10 });
    expect(screen.queryByText(/Member/)).toBeNull();
  });

  it('abbreviates the review count with K+ and M+', () => {
    const { unmount } = renderCard();
    expect(screen.getByText('1K+ reviews')).toBeTruthy();
    unmount();
    renderCard({ ...cheddar, reviews_count: 2_345_678 });
    expect(screen.getByText('2M+ reviews')).toBeTruthy();
  });

  it('announces the rating as an image', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
  });

  it('shows a product nobody has reviewed as not rated yet rather than 0 out of 5', () => {
    renderCard({ ...cheddar, rating: 0, reviews_count: 0 });
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText('0 reviews')).toBeNull();
  });

  it('sends a guest who presses the heart to /login, remembering where they were', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getByText('Login page, from /categories/cheese?page=2')).toBeTruthy();
  });

  it('offers Add to basket', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeTruthy();
  });
});

describe('ProductCard product facts', () => {
  it('shows the order code, the pack with its price per kg, and the allergens it contains in words', () => {
    renderCard();
    expect(screen.getByText('W00003')).toBeTruthy();
    expect(screen.getByText('5 kg')).toBeTruthy();
    expect(screen.getByText(/£2\.00 per kg \(member £1\.71 per kg\)/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Allergens' }).textContent).toContain('Contains: Milk');
  });

  it('says plainly when allergens are not yet declared', () => {
    renderCard(testProduct({ allergens: { ...cheddar.allergens, celery: 'undeclared' } }));
    expect(screen.getByText('Allergens not yet declared')).toBeTruthy();
  });

  it('says in words whether a counted product is in stock, low or out, and nothing for an uncounted one', () => {
    for (const [level, text] of [
      ['in_stock', 'In stock'],
      ['low_stock', 'Low stock'],
      ['out_of_stock', 'Out of stock'],
    ] as const) {
      renderCard(testProduct({ stock_level: level }));
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
      cleanup();
    }
    renderCard();
    for (const text of ['In stock', 'Low stock', 'Out of stock']) expect(screen.queryByText(text)).toBeNull();
  });
});
