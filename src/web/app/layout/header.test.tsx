import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../domain/schemas/account.ts';
import type { ProductSummary } from '../../../domain/schemas/catalogue.ts';
import { useBasketStore } from '../../stores/basket-store.ts';
import { usePostcodeStore } from '../../stores/postcode-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { TEST_PRODUCT_FACTS, testUser } from '../../test/fixtures.ts';
import { BASKET_ANIMATION_MS } from './basket-button.tsx';
import { Header } from './header.tsx';

const olives: ProductSummary = {
  id: 3,
  slug: 'olives',
  name: 'Kalamata olives',
  description: '2 kg tub',
  images: [],
  category_id: 1,
  category: { id: 1, name: 'Deli', slug: 'deli' },
  price: 9.99,
  special_price: 8.99,
  rating: 4,
  reviews_count: 2,
  ...TEST_PRODUCT_FACTS,
};

const customer = testUser({ name: 'Ada Lovelace', phone: '020 7946 0000' });

/** One past order is all the header needs to know about: it only asks whether there are any. */
const pastOrder = { id: 1, order_id: 'W1-000001', status: 'completed', payment_status: 'paid' };

/** The API as the header meets it: who is signed in, their orders, and logout. */
function serveSession({
  user = customer,
  orders = [] as unknown[],
}: {
  user?: User;
  orders?: unknown[];
} = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/user') return Response.json(user);
    if (path.startsWith('/api/myorders')) return Response.json(orders);
    if (path === '/api/logout') return Response.json({ message: 'You have been logged out.' });
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What the query cache still holds (the mounted header re-creates empty, disabled queries). */
const cachedData = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.queryKey);

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="return-to">{(location.state as { from?: string } | null)?.from ?? ''}</p>
    </>
  );
}

function renderHeader({
  postcode = null,
  token = null,
}: {
  postcode?: string | null;
  token?: string | null;
}) {
  usePostcodeStore.setState({ postcode });
  useSessionStore.setState({ token });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/customer-dashboard/profile']}>
        <Header />
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const main = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = () => Array.from(main().querySelectorAll('a')).map((link) => link.textContent);
const basketButton = () => screen.queryByRole('button', { name: /^Open basket/ });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useBasketStore.getState().clear();
  window.localStorage.clear();
});

describe('Header', () => {
  it("names the logo link from its visible text, 'W1 Wholesale', with 'home' after it", () => {
    renderHeader({});
    const logo = screen.getByRole('link', { name: 'W1 Wholesale home' });
    expect(logo.getAttribute('aria-label')).toBeNull();
    expect(logo.getAttribute('href')).toBe('/');
  });

  it('hides search, basket and Sign up from a guest with no saved address', () => {
    renderHeader({});
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(basketButton()).toBeNull();
    expect(linkNames()).toEqual(['Home', 'Login']);
  });

  it('shows search, basket and Sign up to a guest with a saved address', () => {
    renderHeader({ postcode: 'W1F' });
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(basketButton()).toBeTruthy();
    expect(linkNames()).toEqual(['Home', 'Login', 'Sign up']);
  });

  it('shows search, basket and the order guide but no Login or Sign up to a signed-in user', () => {
    serveSession();
    renderHeader({ token: 'abc' });
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(basketButton()).toBeTruthy();
    expect(linkNames()).toEqual(['Home', 'Order guide']);
  });

  it('offers a guest Become a member, leading to sign-up, and My account', () => {
    renderHeader({ postcode: 'W1F' });
    expect(screen.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('button', { name: /My account/ })).toBeTruthy();
  });

  it("leads a guest from the mobile menu's Become a member to sign-up too", async () => {
    renderHeader({});
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      '/sign-up',
    );
  });

  it('gives focus back to Open menu when the mobile menu closes with Escape or its cross', async () => {
    renderHeader({});
    const openMenu = screen.getByRole('button', { name: 'Open menu' });
    openMenu.focus();
    fireEvent.click(openMenu);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(openMenu);

    fireEvent.click(openMenu);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(openMenu);
  });

  it('takes a guest from Become a member to sign-up, and a signed-up guest on to Membership', () => {
    renderHeader({});
    fireEvent.click(screen.getByRole('link', { name: 'Become a member' }));
    expect(screen.getByTestId('location').textContent).toBe('/sign-up');
    expect(screen.getByTestId('return-to').textContent).toBe('/customer-dashboard/subscription');
  });

  it('counts basket items and animates the icon for 500 ms on change', () => {
    vi.useFakeTimers();
    renderHeader({ postcode: 'W1F' });
    expect(basketButton()?.getAttribute('aria-label')).toBe('Open basket, 0 items');
    act(() => useBasketStore.getState().add(olives));
    expect(basketButton()?.getAttribute('aria-label')).toBe('Open basket, 1 item');
    expect(basketButton()?.dataset.animating).toBe('true');
    act(() => vi.advanceTimersByTime(BASKET_ANIMATION_MS));
    expect(basketButton()?.dataset.animating).toBeUndefined();
  });

  it('opens the basket drawer from the icon', async () => {
    renderHeader({ postcode: 'W1F' });
    act(() => useBasketStore.getState().add(olives));
    fireEvent.click(basketButton() as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: /Your basket/ });
    expect(drawer.textContent).toContain('Kalamata olives');
    // Below the £200 minimum: a disabled button with the reason beside it.
    const proceed = screen.getByRole<HTMLButtonElement>('button', { name: 'Proceed to checkout (£9.99)' });
    expect(proceed.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/cart');
  });

  it('gives focus back to the basket button when the drawer closes with Escape', async () => {
    renderHeader({ postcode: 'W1F' });
    const basket = basketButton() as HTMLElement;
    basket.focus();
    fireEvent.click(basket);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: /Your basket/ }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(basket);
  });

  describe('signed in', () => {
    const memberBadge = () => screen.queryByText('Member');
    const becomeMember = () => screen.queryByRole('link', { name: 'Become a member' });
    const recallOrder = () => screen.queryByRole('link', { name: 'Recall order' });

    it('offers membership to a user who is not subscribed, and no Recall order without orders', async () => {
      const fetchMock = serveSession();
      renderHeader({ token: 'abc' });
      expect(await screen.findByRole('link', { name: 'Become a member' })).toBeTruthy();
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/api/myorders?user_id=7', expect.anything()),
      );
      expect(memberBadge()).toBeNull();
      expect(recallOrder()).toBeNull();
    });

    it('shows the Member badge instead of Become a member to a subscriber', async () => {
      serveSession({ user: { ...customer, is_subscribed: true } });
      renderHeader({ token: 'abc' });
      expect(await screen.findByText('Member')).toBeTruthy();
      expect(becomeMember()).toBeNull();
    });

    it('leads a signed-in non-member from Become a member to the Membership page', async () => {
      serveSession();
      renderHeader({ token: 'abc' });
      expect((await screen.findByRole('link', { name: 'Become a member' })).getAttribute('href')).toBe(
        '/customer-dashboard/subscription',
      );
    });

    it('keeps the badge for a cancelled member until the paid period ends', async () => {
      const periodEnd = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
      serveSession({ user: { ...customer, is_subscribed: true, subscription_end_at: periodEnd } });
      renderHeader({ token: 'abc' });
      expect(await screen.findByText('Member')).toBeTruthy();
      expect(becomeMember()).toBeNull();
    });

    it('offers membership again, with no badge, once the paid period has ended', async () => {
      const ended = new Date(Date.now() - 60_000).toISOString();
      serveSession({ user: { ...customer, is_subscribed: true, subscription_end_at: ended } });
      renderHeader({ token: 'abc' });
      expect(await screen.findByRole('link', { name: 'Become a member' })).toBeTruthy();
      expect(memberBadge()).toBeNull();
    });

    it.each(['admin', 'seller'] as const)('offers no membership to the shop’s %s', async (role) => {
      serveSession({ user: { ...customer, role } });
      renderHeader({ token: 'abc' });
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog');
      // The user has loaded (the menu leads to their area) and still no offer, in the bar or the menu.
      expect(
        await within(drawer).findByRole('link', { name: role === 'admin' ? 'Back office' : 'Seller area' }),
      ).toBeTruthy();
      expect(becomeMember()).toBeNull();
      expect(memberBadge()).toBeNull();
    });

    it('shows neither offer nor badge while the user is still loading', () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      renderHeader({ token: 'abc' });
      expect(becomeMember()).toBeNull();
      expect(memberBadge()).toBeNull();
    });

    it('offers Recall order, leading to the orders page, once the user has orders', async () => {
      serveSession({ orders: [pastOrder] });
      renderHeader({ token: 'abc' });
      const link = await screen.findByRole('link', { name: 'Recall order' });
      expect(link.getAttribute('href')).toBe('/customer-dashboard/orders');
    });

    it('logs out from the My account menu: token and cached user data gone, on to /login', async () => {
      const fetchMock = serveSession({ orders: [pastOrder] });
      const client = renderHeader({ token: 'abc' });
      await screen.findByRole('link', { name: 'Recall order' });
      fireEvent.click(screen.getByRole('button', { name: /My account/ }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
      expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.anything());
      expect(useSessionStore.getState().token).toBeNull();
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(cachedData(client)).toEqual([]);
      expect(recallOrder()).toBeNull();
      expect(linkNames()).toEqual(['Home', 'Login']);
    });

    it('logs out from the mobile menu too', async () => {
      const fetchMock = serveSession();
      const client = renderHeader({ token: 'abc' });
      await screen.findByRole('link', { name: 'Become a member' });
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog');
      fireEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));

      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
      expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.anything());
      expect(useSessionStore.getState().token).toBeNull();
      expect(cachedData(client)).toEqual([]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('still signs out locally when the logout request fails', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      serveSession();
      renderHeader({ token: 'abc' });
      await screen.findByRole('link', { name: 'Become a member' });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      );
      fireEvent.click(screen.getByRole('button', { name: /My account/ }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
      expect(useSessionStore.getState().token).toBeNull();
      expect(consoleError).toHaveBeenCalled();
      consoleError.mockRestore();
    });

    it('shows the badge and Recall order in the mobile menu as well', async () => {
      serveSession({ user: { ...customer, is_subscribed: true }, orders: [pastOrder] });
      renderHeader({ token: 'abc' });
      await screen.findByRole('link', { name: 'Recall order' });
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByRole('link', { name: 'Recall order' }).getAttribute('href')).toBe(
        '/customer-dashboard/orders',
      );
      expect(within(drawer).getByText('Member')).toBeTruthy();
      expect(within(drawer).queryByRole('link', { name: 'Become a member' })).toBeNull();
    });
  });
});
