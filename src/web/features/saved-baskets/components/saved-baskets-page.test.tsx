import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { SAVED_BASKET_NAME_TAKEN } from '../../../../domain/saved-baskets.ts';
import type { SavedBasketSummary } from '../../../../domain/schemas/saved-baskets.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import {
  NO_SAVED_BASKETS_TEXT,
  SAVED_BASKETS_LOAD_ERROR_TEXT,
  SavedBasketsPage,
} from './saved-baskets-page.tsx';

const buyer = testUser();
const friday: SavedBasketSummary = {
  id: 3,
  name: 'Friday bar order',
  line_count: 2,
  item_count: 5,
  created_at: '2026-11-27T12:00:00.000Z',
  updated_at: '2026-11-27T12:00:00.000Z',
};
const lemons = testProduct({ id: 11, name: 'Lemons box of 80', price: 14 });

function renderPage() {
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    '/saved-baskets',
    <>
      <Route path="/saved-baskets" element={<SavedBasketsPage />} />
      <Route path="/cart" element={<p>Basket page</p>} />
    </>,
  );
}

resetAfterEach();

describe('SavedBasketsPage', () => {
  it('shows a loading state, then the empty text', async () => {
    stubFetch(({ url }) => (url === '/api/user' ? json(buyer) : json({ baskets: [] })));
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your saved baskets');
    expect(await screen.findByText(NO_SAVED_BASKETS_TEXT)).toBeTruthy();
    expect(document.title).toBe('Saved baskets · W1 Wholesale');
  });

  it('says the list did not load, never that it is empty', async () => {
    stubFetch(({ url }) => (url === '/api/user' ? json(buyer) : json({ message: 'Boom', errors: {} }, 500)));
    renderPage();
    expect(await screen.findByText(SAVED_BASKETS_LOAD_ERROR_TEXT)).toBeTruthy();
    expect(screen.queryByText(NO_SAVED_BASKETS_TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('adds a basket at the server’s prices and names what is no longer sold', async () => {
    const warning = vi.spyOn(toast, 'warning');
    useBasketStore.getState().replace([{ ...lemons, quantity: 2 }]);
    stubFetch(({ url }) => {
      if (url === '/api/user') return json(buyer);
      if (url === '/api/saved-baskets') return json({ baskets: [friday] });
      return json({
        id: 3,
        name: friday.name,
        cart: [{ ...lemons, price: 15, quantity: 4 }],
        skipped: ['Old vermouth'],
      });
    });
    renderPage();
    expect(await screen.findByText('2 products · 5 items · saved 27 Nov')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Basket page')).toBeTruthy();
    expect(useBasketStore.getState().lines.map((line) => [line.id, line.quantity, line.price])).toEqual([
      [11, 6, 15],
    ]);
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('Not put back, no longer sold: Old vermouth.', expect.anything()),
    );
  });

  it('shows the server’s refusal of a name by the name field', async () => {
    stubFetch(({ url, method }) => {
      if (url === '/api/user') return json(buyer);
      if (method === 'PATCH')
        return json({ message: SAVED_BASKET_NAME_TAKEN, errors: { name: [SAVED_BASKET_NAME_TAKEN] } }, 409);
      return json({ baskets: [friday] });
    });
    renderPage();
    await screen.findByText('2 products · 5 items · saved 27 Nov');
    fireEvent.click(screen.getByRole('button', { name: /^Rename ?Friday bar order$/ }));
    const field = screen.getByLabelText('New name for Friday bar order');
    fireEvent.change(field, { target: { value: 'Monday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(SAVED_BASKET_NAME_TAKEN)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
