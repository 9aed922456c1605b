import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductPage, ProductSummary } from '../../../../domain/schemas/catalog.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { ProductCarousel } from './product-carousel.tsx';

const product = (id: number): ProductSummary => ({
  id,
  slug: `cheese-${id}`,
  name: `Cheese ${id}`,
  description: 'A cheese.',
  images: [],
  category_id: 12,
  category: { id: 12, name: 'cheese', slug: 'cheese' },
  price: 10,
  special_price: 9,
  rating: 4,
  reviews_count: 1,
});

const page: ProductPage = {
  data: Array.from({ length: 24 }, (_, index) => product(index + 1)),
  current_page: 1,
  last_page: 2,
  total: 30,
  per_page: 24,
};

function renderRow() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(page), { status: 200 })),
  );
  renderRoutesAt(
    '/',
    <Route
      path="/"
      element={<ProductCarousel title="Fresh Cheese" categoryId={12} viewAllHref="/categories/cheese" />}
    />,
  );
}

const row = () => screen.getByRole('region', { name: 'Fresh Cheese' });
const cards = () => within(row()).queryAllByRole('article');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a Fresh row', () => {
  it('draws the first six cards with the row and the rest while the page is idle', async () => {
    renderRow();

    await screen.findByRole('article', { name: 'Cheese 1' });
    expect(cards()).toHaveLength(6);
    await vi.waitFor(() => expect(cards()).toHaveLength(24), { timeout: 3000 });
  });

  it('draws every card at once when the row is paged, so Next has somewhere to go', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderRow();
    await vi.waitFor(() => expect(cards()).toHaveLength(6));

    // jsdom lays nothing out and has no scrollBy: the call is what the test can see.
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;

    const next = within(row()).getByRole('button', { name: 'Next products in Fresh Cheese' });
    expect((next as HTMLButtonElement).disabled).toBe(false);
    act(() => fireEvent.click(next));

    expect(cards()).toHaveLength(24);
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('draws every card when focus moves into the row', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderRow();
    await vi.waitFor(() => expect(cards()).toHaveLength(6));

    act(() => within(row()).getByRole('link', { name: 'Cheese 1' }).focus());

    expect(cards()).toHaveLength(24);
  });
});
