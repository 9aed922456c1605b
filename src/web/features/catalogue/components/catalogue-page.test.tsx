import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, ProductPage, ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { TEST_PRODUCT_FACTS } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { CataloguePage } from './catalogue-page.tsx';

const brie: ProductSummary = {
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
  reviews_count: 4,
  ...TEST_PRODUCT_FACTS,
};

const categories: Category[] = [
  {
    id: 10,
    name: 'dairy-and-eggs',
    slug: 'dairy-and-eggs',
    image: '/images/categories/dairy.svg',
    favourite: 0,
    parent_id: null,
    children: [
      { id: 12, name: 'cheese', slug: 'cheese', image: '', favourite: 1, parent_id: 10, children: [] },
    ],
  },
];

const productPage = (data: ProductSummary[], page = 1): ProductPage => ({
  data,
  current_page: page,
  last_page: 3,
  total: 50,
  per_page: 24,
});

type Replies = { products?: ProductPage | number; categories?: Category[] | number };

/** Answers the two catalogue endpoints; a number is an error status. */
function stubApi({ products = productPage([brie]), categories: tree = categories }: Replies) {
  const reply = (body: unknown) =>
    typeof body === 'number'
      ? new Response(JSON.stringify({ message: 'Boom', errors: {} }), { status: body })
      : new Response(JSON.stringify(body), { status: 200 });
  const fetchMock = vi.fn(async (url: string) => reply(url.startsWith('/api/categories') ? tree : products));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', () => {});
  return fetchMock;
}

function renderAt(url: string) {
  return renderRoutesAt(url, <Route path="/" element={<CataloguePage />} />);
}

const productCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/products'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CataloguePage', () => {
  it('loads page 1 of every product by default, without a category_id', async () => {
    const fetchMock = stubApi({});
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Brie 1kg' })).toBeTruthy();
    expect(productCalls(fetchMock)[0]).toBe('/api/products?page=1');
    expect(screen.getByRole('heading', { name: 'All products' })).toBeTruthy();
  });

  it('reads the category and page from the URL and shows the category by its humanised name', async () => {
    const fetchMock = stubApi({ products: productPage([brie], 2) });
    renderAt('/?category=10&page=2');
    await screen.findByRole('link', { name: 'Brie 1kg' });
    expect(productCalls(fetchMock)).toContain('/api/products?page=2&category_id=10');
    expect(await screen.findByRole('heading', { name: 'Dairy and eggs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dairy and eggs' }).getAttribute('aria-current')).toBe('true');
  });

  it('reloads the list when the page changes', async () => {
    const fetchMock = stubApi({});
    renderAt('/?category=10');
    await screen.findByRole('link', { name: 'Brie 1kg' });
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await vi.waitFor(() => expect(productCalls(fetchMock)).toContain('/api/products?page=2&category_id=10'));
  });

  it("shows the spec's texts when the products fail or are empty", async () => {
    stubApi({ products: 500 });
    const { unmount } = renderAt('/?page=2');
    expect(await screen.findByText("Sorry! Can't load data, Server error happened!")).toBeTruthy();
    unmount();
    stubApi({ products: { ...productPage([]), last_page: 1, total: 0 } });
    renderAt('/?page=2');
    expect(await screen.findByText('No Products Found!')).toBeTruthy();
  });

  it("shows the spec's texts when the categories fail or are empty", async () => {
    stubApi({ categories: 500 });
    const { unmount } = renderAt('/');
    expect(await screen.findByText("Sorry! Can't load Categories, Server error happened!")).toBeTruthy();
    unmount();
    stubApi({ categories: [] });
    renderAt('/');
    expect(await screen.findByText('No Categories Found!')).toBeTruthy();
  });

  it("keeps the spec's failure texts and offers Retry, which loads the products and categories", async () => {
    const fetchMock = stubApi({ products: 500, categories: 500 });
    renderAt('/?category=10');
    const productsAlert = await screen.findByText("Sorry! Can't load data, Server error happened!");
    const categoriesAlert = await screen.findByText("Sorry! Can't load Categories, Server error happened!");
    expect(productsAlert.getAttribute('role')).toBe('alert');
    expect(categoriesAlert.getAttribute('role')).toBe('alert');
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);

    fetchMock.mockImplementation(
      async (url: string) =>
        new Response(JSON.stringify(url.startsWith('/api/categories') ? categories : productPage([brie])), {
          status: 200,
        }),
    );
    const sidebar = screen.getByRole('complementary', { name: 'Top Categories' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Retry' }));
    expect(await within(sidebar).findByRole('link', { name: 'Dairy and eggs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Brie 1kg' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("folds the filter behind a 'Categories' button on narrow screens", async () => {
    stubApi({});
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Categories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it("adds a 'Fresh {category}' row for each favourite category on the home page", async () => {
    stubApi({});
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Fresh Cheese' })).toBeTruthy();
  });

  it('puts the Fresh rows above the product grid on the home page', async () => {
    stubApi({});
    renderAt('/');
    const fresh = await screen.findByRole('heading', { name: 'Fresh Cheese' });
    const range = screen.getByRole('heading', { level: 2, name: 'The full range' });
    expect(fresh.compareDocumentPosition(range) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('replaces a page past the last one with the last page', async () => {
    const fetchMock = stubApi({});
    // Like the server: pages 1 to 3 have products, any later page is empty.
    fetchMock.mockImplementation(async (url: string) => {
      const page = Number(new URL(url, 'http://shop.test').searchParams.get('page'));
      const body = url.startsWith('/api/categories')
        ? categories
        : { ...productPage(page <= 3 ? [brie] : [], page) };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    renderAt('/?page=999');
    expect(await screen.findByRole('link', { name: 'Brie 1kg' })).toBeTruthy();
    expect(productCalls(fetchMock)).toContain('/api/products?page=3');
    expect(screen.queryByText('No Products Found!')).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });
});
