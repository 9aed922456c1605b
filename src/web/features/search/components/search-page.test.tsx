import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductPage, ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { TEST_PRODUCT_FACTS } from '../../../test/fixtures.ts';
import { SearchPage } from './search-page.tsx';

const milk: ProductSummary = {
  id: 1,
  slug: 'whole-milk-4-x-2l',
  name: 'Whole milk 4 x 2L',
  description: 'Fresh whole milk.',
  images: [],
  category_id: 5,
  category: { id: 5, name: 'Milk & cream', slug: 'milk-and-cream' },
  price: 5.89,
  special_price: 5.5,
  rating: 4,
  reviews_count: 3,
  ...TEST_PRODUCT_FACTS,
};

/** Two pages of matches; any page past the second is empty, as the server answers it. */
function stubSearch() {
  const fetchMock = vi.fn(async (url: string) => {
    const page = Number(new URL(url, 'http://shop.test').searchParams.get('page'));
    const body: ProductPage = {
      data: page <= 2 ? [{ ...milk, id: page }] : [],
      current_page: page,
      last_page: 2,
      total: 30,
      per_page: 24,
    };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/search/:query" element={<SearchPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchPage', () => {
  it('titles the tab with the query', async () => {
    stubSearch();
    renderAt('/search/milk');
    await waitFor(() => expect(document.title).toBe('Search: milk · W1 Wholesale'));
    expect(await screen.findByRole('link', { name: 'Whole milk 4 x 2L' })).toBeTruthy();
  });

  it('replaces a page past the last one with the last page instead of saying nothing matches', async () => {
    const fetchMock = stubSearch();
    renderAt('/search/milk?page=999');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search/milk?page=2'));
    expect(await screen.findByRole('link', { name: 'Whole milk 4 x 2L' })).toBeTruthy();
    expect(screen.queryByText("The search doesn't match any product.")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/products?q=milk&page=2');
  });

  it("says the search failed in the spec's words, with Retry, which shows the matches", async () => {
    const fetchMock = stubSearch();
    const answer = fetchMock.getMockImplementation();
    let failing = true;
    fetchMock.mockImplementation(async (url: string) =>
      failing || !answer
        ? new Response(JSON.stringify({ message: 'Boom', errors: {} }), { status: 500 })
        : answer(url),
    );
    renderAt('/search/milk');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Sorry! Can't load data, Server error happened!");

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Whole milk 4 x 2L' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("filters 'free from' allergens, kept in the URL and carried through the pager", async () => {
    const fetchMock = stubSearch();
    renderAt('/search/milk?free_from=gluten');
    expect(await screen.findByRole('link', { name: 'Whole milk 4 x 2L' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/products?q=milk&page=1&free_from=gluten',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sesame' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/search/milk?free_from=gluten%2Csesame'),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/products?q=milk&page=1&free_from=gluten%2Csesame',
      ),
    );
    expect(screen.getByRole('link', { name: /page 2/i }).getAttribute('href')).toBe(
      '/search/milk?free_from=gluten,sesame&page=2',
    );
  });
});
