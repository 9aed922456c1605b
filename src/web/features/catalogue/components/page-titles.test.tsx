import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, ProductDetail, ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { TEST_PRODUCT_FACTS } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { CataloguePage } from './catalogue-page.tsx';
import { CategoriesPage } from './categories-page.tsx';
import { CategoryPage } from './category-page.tsx';
import { ProductDetailsPage } from './product-details-page.tsx';

const brie: ProductDetail = {
  id: 8,
  slug: 'brie-1kg',
  name: 'Brie 1kg',
  description: 'Soft French cheese.',
  images: [],
  category_id: 12,
  category: { id: 12, name: 'cheese', slug: 'cheese' },
  price: 10.99,
  special_price: 9.34,
  rating: 4,
  reviews_count: 1_234,
  ...TEST_PRODUCT_FACTS,
  reviews: [],
};

const categories: Category[] = [
  {
    id: 10,
    name: 'dairy-and-eggs',
    slug: 'dairy-and-eggs',
    image: '',
    favourite: 0,
    parent_id: null,
    children: [],
  },
];

const onePage: ProductPage = { data: [brie], current_page: 1, last_page: 1, total: 1, per_page: 24 };

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/categories')
        ? categories
        : url.startsWith('/api/products/')
          ? url.endsWith('/brie-1kg')
            ? brie
            : { message: 'Not found' }
          : onePage;
      return new Response(JSON.stringify(body), { status: 'message' in body ? 404 : 200 });
    }),
  );
  vi.stubGlobal('scrollTo', () => {});
}

function renderAt(url: string) {
  renderRoutesAt(
    url,
    <>
      <Route path="/" element={<CataloguePage />} />
      <Route path="/categories" element={<CategoriesPage />} />
      <Route path="/categories/:slug" element={<CategoryPage />} />
      <Route path="/product/details/:slug" element={<ProductDetailsPage />} />
    </>,
  );
}

const expectTitle = (title: string) => waitFor(() => expect(document.title).toBe(`${title} · W1 Wholesale`));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = '';
});

describe('catalogue tab titles', () => {
  it.each([
    ['/', 'All products'],
    ['/?category=10', 'Dairy and eggs'],
    ['/categories', 'All categories'],
    ['/categories/dairy-and-eggs', 'Dairy and eggs'],
    ['/categories/no-such-thing', 'Category not found'],
    ['/product/details/brie-1kg', 'Brie 1kg'],
    ['/product/details/gone', 'Product not found'],
  ])('%s is titled "%s"', async (url, title) => {
    stubApi();
    renderAt(url);
    await expectTitle(title);
  });

  it('abbreviates the review count on the product page like the cards do', async () => {
    stubApi();
    renderAt('/product/details/brie-1kg');
    expect(await screen.findByRole('link', { name: '1K+ reviews' })).toBeTruthy();
  });
});
