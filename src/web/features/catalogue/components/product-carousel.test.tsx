import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ProductPage } from '../../../../domain/schemas/catalogue.ts';
import { testProduct } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse } from '../../../test/stub-fetch.ts';
import { ProductCarousel } from './product-carousel.tsx';

const page: ProductPage = {
  data: Array.from({ length: 24 }, (_, index) =>
    testProduct({
      id: index + 1,
      slug: `cheese-${index + 1}`,
      name: `Cheese ${index + 1}`,
      images: [`/images/cheese-${index + 1}.webp`],
    }),
  ),
  current_page: 1,
  last_page: 2,
  total: 30,
  per_page: 24,
};

function renderRow({ firstOnPage = false } = {}) {
  const fetchStub = vi.fn(async () => jsonResponse(page));
  vi.stubGlobal('fetch', fetchStub);
  renderRoutesAt(
    '/',
    <Route
      path="/"
      element={
        <ProductCarousel
          title="Fresh Cheese"
          categoryId={12}
          viewAllHref="/categories/cheese"
          firstOnPage={firstOnPage}
        />
      }
    />,
  );
  return fetchStub;
}

/** An IntersectionObserver that never reports: the row is far below the first screen. */
class NeverInView {
  observe() {}
  disconnect() {}
}

const row = () => screen.getByRole('region', { name: 'Fresh Cheese' });
const cards = () => within(row()).queryAllByRole('article');

resetAfterEach();
afterEach(() => vi.useRealTimers());

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
    const jsdomScrollBy = Element.prototype.scrollBy;
    Element.prototype.scrollBy = scrollBy;
    onTestFinished(() => {
      Element.prototype.scrollBy = jsdomScrollBy;
    });

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

  it('waits to be scrolled near before fetching, unless it is the first row on the page', async () => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    const fetchStub = renderRow();
    await screen.findByRole('region', { name: 'Fresh Cheese' });
    expect(fetchStub).not.toHaveBeenCalled();
    // Its placeholder holds the row's place without pulsing until its products are on the way.
    expect(row().querySelector('.animate-pulse')).toBeNull();

    cleanup();
    renderRow({ firstOnPage: true });

    expect(await screen.findByRole('article', { name: 'Cheese 1' })).toBeDefined();
  });

  it("loads the first row's first pictures at once and ahead of the others", async () => {
    renderRow({ firstOnPage: true });
    await screen.findByRole('article', { name: 'Cheese 1' });

    const pictures = within(row()).getAllByRole('img', { name: /^Cheese \d+$/ });
    for (const picture of pictures.slice(0, 4)) {
      expect(picture.getAttribute('loading')).toBe('eager');
      expect(picture.getAttribute('fetchpriority')).toBe('high');
    }
    expect(pictures[4]?.getAttribute('loading')).toBe('lazy');
    expect(pictures[4]?.getAttribute('fetchpriority')).toBeNull();
  });

  it("loads a later row's pictures lazily", async () => {
    renderRow();
    await screen.findByRole('article', { name: 'Cheese 1' });

    const pictures = within(row()).getAllByRole('img', { name: /^Cheese \d+$/ });
    expect(pictures).toHaveLength(6);
    for (const picture of pictures) expect(picture.getAttribute('loading')).toBe('lazy');
  });
});
