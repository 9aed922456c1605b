import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { CataloguePage } from './catalogue-page.tsx';
import { CategoryPage } from './category-page.tsx';

const categories: Category[] = [
  {
    id: 30,
    name: 'frozen-desserts',
    slug: 'frozen-desserts',
    image: '',
    favourite: 0,
    parent_id: null,
    children: [],
  },
];
const empty: ProductPage = { data: [], current_page: 1, last_page: 1, total: 0, per_page: 24 };

function renderAt(url: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: string) => {
      const body = request.startsWith('/api/categories') ? categories : empty;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  vi.stubGlobal('scrollTo', () => {});
  renderRoutesAt(
    url,
    <>
      <Route path="/" element={<CataloguePage />} />
      <Route path="/categories/:slug" element={<CategoryPage />} />
    </>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an empty category', () => {
  it("says 'No Products found for {category} category', with the server's hyphens turned to spaces", async () => {
    renderAt('/categories/frozen-desserts');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No Products found for Frozen desserts category',
      }),
    ).toBeTruthy();
  });
});

describe('the catalogue sidebar', () => {
  it("is headed 'Top Categories' and lists the server's categories", async () => {
    renderAt('/');

    expect(await screen.findByRole('heading', { name: 'Top Categories' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Frozen desserts' })).toBeTruthy();
  });
});

describe("the 'free from' filter", () => {
  it('asks the server for the allergens in the URL and adds a ticked one to it', async () => {
    renderAt('/categories/frozen-desserts?free_from=gluten');

    const gluten = await screen.findByRole('checkbox', { name: 'Cereals containing gluten' });
    expect((gluten as HTMLInputElement).checked).toBe(true);
    const calls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(calls()).toContain('/api/products?page=1&category_id=30&free_from=gluten'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Milk' }));
    await waitFor(() =>
      expect(calls()).toContain('/api/products?page=1&category_id=30&free_from=gluten%2Cmilk'),
    );
    expect((screen.getByRole('checkbox', { name: 'Milk' }) as HTMLInputElement).checked).toBe(true);
  });
});
