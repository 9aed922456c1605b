import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { testProduct, testUser } from '../test/fixtures.ts';
import { renderRoutesAt } from '../test/render-at.tsx';
import { resetAfterEach } from '../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../test/stub-fetch.ts';
import { WishlistToggle } from './wishlist-toggle.tsx';

const cheddar = testProduct();
const buyer = testUser();

/** A pretend API holding one user's wishlist; `failWrites` makes every change a 500. */
function fakeApi({ user = buyer, wishlist = [] as ProductSummary[], failWrites = false } = {}) {
  let items = [...wishlist];
  return stubFetch(({ method, url }) => {
    if (url === '/api/user') return json(user);
    if (method === 'GET' && url.startsWith('/api/wishlist')) return json(items);
    if (failWrites) return json({ message: 'Boom', errors: {} }, 500);
    if (method === 'POST' && url === '/api/wishlist') items = [cheddar, ...items];
    if (method === 'DELETE') items = items.filter((item) => `/api/wishlist/${item.id}` !== url);
    return json({ success: true });
  });
}

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>Login page, back to {state?.from}</p>;
}

function renderToggle(element: React.ReactElement) {
  renderRoutesAt(
    '/categories/cheese?page=2',
    <>
      <Route path="/categories/:slug" element={element} />
      <Route path="/login" element={<LoginProbe />} />
    </>,
  );
}

function signIn() {
  useSessionStore.getState().setToken('token-of-ada');
}

resetAfterEach();

/** The button once the user and their wishlist have loaded (it ignores clicks until then). */
async function readyButton(name: string, pressed: boolean): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name, pressed });
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  return button;
}

describe('WishlistToggle', () => {
  it.each(['icon', 'button'] as const)('sends a guest to /login and back here afterwards (%s)', (variant) => {
    const api = fakeApi();
    renderToggle(<WishlistToggle product={cheddar} variant={variant} />);

    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    // A guest's button leads to sign in; it is not a switch.
    expect(button.getAttribute('aria-pressed')).toBeNull();
    fireEvent.click(button);

    expect(screen.getByText('Login page, back to /categories/cheese?page=2')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('adds the product for a signed-in buyer, then removes it', async () => {
    const api = fakeApi();
    signIn();
    renderToggle(<WishlistToggle product={cheddar} variant="button" />);

    fireEvent.click(await readyButton('Add to wishlist', false));
    const remove = await screen.findByRole('button', { name: 'Remove from wishlist', pressed: true });
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/wishlist', body: { user_id: 7, product_id: 3 } },
    ]);

    // Once the add has settled, the heart is free to flip back.
    await waitFor(() => expect(remove.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(remove);
    expect(await screen.findByRole('button', { name: 'Add to wishlist', pressed: false })).toBeTruthy();
    expect(api.writes()[1]).toEqual({
      method: 'DELETE',
      url: '/api/wishlist/3',
      body: { user_id: 7, product_id: 3 },
    });
  });

  it("offers 'Remove from wishlist' for a wishlisted product (icon)", async () => {
    fakeApi({ wishlist: [cheddar] });
    signIn();
    renderToggle(<WishlistToggle product={cheddar} />);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist', pressed: true })).toBeTruthy();
  });

  it('puts the heart back and says so when the server refuses', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi({ failWrites: true });
    signIn();
    renderToggle(<WishlistToggle product={cheddar} />);

    fireEvent.click(await readyButton('Add to wishlist', false));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong!'));
    expect(await screen.findByRole('button', { name: 'Add to wishlist', pressed: false })).toBeTruthy();
  });

  it('shows no heart to a seller, who keeps no wishlist', async () => {
    const api = fakeApi({ user: { ...buyer, role: 'seller' } });
    signIn();
    renderToggle(<WishlistToggle product={cheddar} />);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(api.writes()).toEqual([]);
  });
});
