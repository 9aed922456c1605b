import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, type Reply, replyWith, stubFetch } from '../../../test/stub-fetch.ts';
import { WishlistPage } from './wishlist-page.tsx';

const EMPTY_TEXT = "You don't have any items on your wishlist yet.";

const buyer = testUser();

function product(id: number, name: string): ProductSummary {
  return testProduct({
    id,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    description: `${name}, by the case.`,
    category_id: 1,
    category: { id: 1, name: 'drinks', slug: 'drinks' },
    price: 12,
    special_price: 10,
    reviews_count: 3,
  });
}

const saved = [product(1, 'Oat milk 1L'), product(2, 'Sparkling water 24 pack')];

/** A pretend API for one signed-in buyer's wishlist; `failClear` refuses delete-all. */
function fakeApi(wishlist: ProductSummary[], { failClear = false } = {}) {
  let items = [...wishlist];
  return stubFetch(({ method, url }) => {
    if (url === '/api/user') return json(buyer);
    if (method === 'GET' && url === '/api/wishlist?user_id=7') return json(items);
    if (url === '/api/wishlist/delete-all') {
      if (failClear) return json({ message: 'Boom', errors: {} }, 500);
      items = [];
      return json({ success: true });
    }
    if (method === 'DELETE') {
      items = items.filter((item) => url !== `/api/wishlist/${item.id}`);
      return json({ success: true });
    }
    return json({ message: 'Not found', errors: {} }, 404);
  });
}

function renderPage() {
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    '/customer-dashboard/wishlist',
    <>
      <Route path="/customer-dashboard/wishlist" element={<WishlistPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </>,
  );
}

resetAfterEach();

describe('WishlistPage', () => {
  it('shows a loading state, then the empty text with a way to browse', async () => {
    fakeApi([]);
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your wishlist');

    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear wishlist' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Browse products' }));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(document.title).toBe('Wishlist · W1 Wholesale');
  });

  it('shows each saved product as a card with its heart pressed', async () => {
    fakeApi(saved);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Oat milk 1L' });
    expect(screen.getByRole('article', { name: 'Sparkling water 24 pack' })).toBeTruthy();
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove from wishlist', pressed: true })).toBeTruthy();
  });

  it('takes a card away when its heart is pressed', async () => {
    const api = fakeApi(saved);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Oat milk 1L' });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Oat milk 1L' })).toBeNull());
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(api.writes()[0]?.url).toBe('/api/wishlist/1');
  });

  it('clears the wishlist only after the confirmation', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = fakeApi(saved);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear wishlist' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Clear your wishlist?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);
    expect(screen.getByRole('article', { name: 'Oat milk 1L' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear wishlist' }));
    const again = screen.getByRole('alertdialog', { name: 'Clear your wishlist?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear wishlist' }));

    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/wishlist/delete-all', body: { user_id: 7 } }]);
    // The button that had focus is gone; focus lands on the page heading, not the document.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Wishlist' })),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your wishlist has been cleared.'));
  });

  it('brings the cards back and says so when clearing fails', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi(saved, { failClear: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear wishlist' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear your wishlist?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear wishlist' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong!'));
    expect(await screen.findByRole('article', { name: 'Oat milk 1L' })).toBeTruthy();
  });

  it.each<[string, Reply]>([
    ['a server error', { status: 500, body: { message: 'Boom', errors: {} } }],
    ['a network failure', 'network-error'],
  ])(
    'says the wishlist did not load after %s, never that it is empty, and Retry loads it',
    async (_name, failure) => {
      let failing = true;
      stubFetch(({ url }) => {
        if (url === '/api/user') return json(buyer);
        if (failing) return replyWith(failure);
        return json(saved);
      });
      renderPage();

      expect((await screen.findByRole('alert')).textContent).toBe("Sorry, we couldn't load your wishlist.");
      expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
      expect(screen.queryByText('0 items')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Clear wishlist' })).toBeNull();

      failing = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('article', { name: 'Oat milk 1L' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('says the wishlist did not load when the account itself did not, and keeps the customer signed in', async () => {
    let failing = true;
    stubFetch(({ url }) => {
      if (url === '/api/user') return failing ? replyWith('network-error') : json(buyer);
      return json(saved);
    });
    renderPage();

    // The account is tried twice, a second apart, before the page says it failed.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe("Sorry, we couldn't load your wishlist.");
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
    expect(useSessionStore.getState().token).toBe('token-of-ada');

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Oat milk 1L' })).toBeTruthy();
  });
});
