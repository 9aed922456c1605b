import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductPage, ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { TEST_PRODUCT_FACTS } from '../../../test/fixtures.ts';
import { SearchBox } from './search-box.tsx';

const wholeMilk: ProductSummary = {
  id: 1,
  slug: 'whole-milk-4-x-2l',
  name: 'Whole milk 4 x 2L',
  description: 'Fresh whole milk.',
  images: ['/images/products/whole-milk-4-x-2l/1.svg'],
  category_id: 5,
  category: { id: 5, name: 'Milk & cream', slug: 'milk-and-cream' },
  price: 5.89,
  special_price: 5.5,
  rating: 4,
  reviews_count: 3,
  ...TEST_PRODUCT_FACTS,
};

const pageOf = (data: ProductSummary[]): ProductPage => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  per_page: 24,
});

let fetchMock: ReturnType<typeof vi.fn>;

function respondWith(page: ProductPage) {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
}

function SearchResultsProbe() {
  return <p>Results page for {useParams().query}</p>;
}

function ProductProbe() {
  return <p>Product page for {useParams().slug}</p>;
}

function renderSearchBox(url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <p>Somewhere else on the page</p>
        <SearchBox />
        <Routes>
          <Route path="/" element={null} />
          <Route path="/search/:query" element={<SearchResultsProbe />} />
          <Route path="/product/details/:slug" element={<ProductProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Time still flows, so Testing Library's findBy* can poll, but the debounce is under the test's control.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  respondWith(pageOf([wholeMilk]));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('opens only once typing has stopped for 800 ms, with the matches fetched from a 400 ms pause', async () => {
    renderSearchBox();
    type('mi');
    await wait(300);
    type('milk');
    await wait(300);
    expect(fetchMock).not.toHaveBeenCalled();

    // A pause of 400 ms fetches what was typed, so the dropdown has it when it opens.
    await wait(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products?q=milk&page=1');
    await wait(300);
    expect(screen.queryByRole('listbox')).toBeNull();

    await wait(100);
    const option = await screen.findByRole('option', { name: /Whole milk 4 x 2L/ });
    // The dropdown shows the answer fetched ahead: no second request.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(option.getAttribute('href')).toBe('/product/details/whole-milk-4-x-2l');
    expect(option.textContent).toContain('£5.89');
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it("says 'The search doesn't match any product.' when nothing matches", async () => {
    respondWith(pageOf([]));
    renderSearchBox();
    type('zzz');
    await wait(800);
    expect(await screen.findByText("The search doesn't match any product.")).toBeTruthy();
  });

  it('closes on a press outside, by mouse or touch', async () => {
    renderSearchBox();
    type('milk');
    await wait(800);
    await screen.findByRole('listbox');
    fireEvent.pointerDown(screen.getByText('Somewhere else on the page'), { pointerType: 'touch' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape', async () => {
    renderSearchBox();
    type('milk');
    await wait(800);
    await screen.findByRole('listbox');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes to /search/{query} on Enter', async () => {
    renderSearchBox();
    type('semi skimmed');
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(await screen.findByText('Results page for semi skimmed')).toBeTruthy();
    // The pending debounce is cancelled: the dropdown does not pop open over the results page.
    await wait(1000);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the results with the arrow keys and opens the chosen one on Enter', async () => {
    renderSearchBox();
    type('milk');
    await wait(800);
    const option = await screen.findByRole('option', { name: /Whole milk/ });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(await screen.findByText('Product page for whole-milk-4-x-2l')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('starts with the query of the /search/:query page it is on, without opening the dropdown', async () => {
    renderSearchBox('/search/semi%20skimmed');
    expect(input().value).toBe('semi skimmed');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(input());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('empties on leaving the search results for another page, and shows the query again on return', async () => {
    renderSearchBox('/search/milk');
    expect(input().value).toBe('milk');
    type('whole milk');
    await wait(800);
    fireEvent.click(await screen.findByRole('option', { name: /Whole milk 4 x 2L/ }));
    expect(await screen.findByText('Product page for whole-milk-4-x-2l')).toBeTruthy();
    expect(input().value).toBe('');

    type('oat');
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(await screen.findByText('Results page for oat')).toBeTruthy();
    expect(input().value).toBe('oat');
  });
});
