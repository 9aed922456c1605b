import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { testUser } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/render-at.tsx';
import { resetAfterEach } from '../../test/reset-after-each.ts';
import { jsonResponse as json, replyWith, stubFetch } from '../../test/stub-fetch.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

const customer = testUser();

function fakeApi({ userPending = false, userOffline = (): boolean => false } = {}) {
  const { calls } = stubFetch(({ url }) => {
    if (url === '/api/user' && userOffline()) return replyWith('network-error');
    if (url === '/api/user') return userPending ? new Promise<Response>(() => {}) : json(customer);
    // Only the list lengths matter to the menu.
    if (url.startsWith('/api/myorders')) return json([{ id: 1 }, { id: 2 }, { id: 3 }]);
    if (url.startsWith('/api/wishlist')) return json([{ id: 9 }]);
    if (url === '/api/logout') return json({ message: 'You have been logged out.' });
    return json({}, 404);
  });
  return calls;
}

function renderDashboardAt(url: string) {
  renderRoutesAt(
    url,
    <>
      <Route path="/customer-dashboard" element={<DashboardLayout />}>
        <Route path="profile" element={<h1>Profile page</h1>} />
        <Route path="profile/edit" element={<h1>Edit profile page</h1>} />
        <Route path="add-address" element={<h1>Add address page</h1>} />
        <Route path="orders/details/:orderId" element={<h1>Order details page</h1>} />
      </Route>
      <Route path="/login" element={<h1>Login page</h1>} />
    </>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'My account' });
const current = () => menu().querySelector('[aria-current="page"]')?.getAttribute('href');

beforeEach(() => {
  useSessionStore.getState().setToken('session-token');
});

resetAfterEach();

describe('DashboardLayout', () => {
  it('shows a spinner, not the page, while the user loads', async () => {
    fakeApi({ userPending: true });
    renderDashboardAt('/customer-dashboard/profile');

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading your account')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Profile page' })).toBeNull();
  });

  it('says the account did not load when the network fails, keeps the session, and Retry shows the page', async () => {
    let offline = true;
    fakeApi({ userOffline: () => offline });
    renderDashboardAt('/customer-dashboard/profile');

    // The account is asked for twice, a second apart, before the page says it failed.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe("Sorry, we couldn't load your account.");
    expect(useSessionStore.getState().token).toBe('session-token');

    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
  });

  it('lists the account pages with order and wishlist counts beside the routed page', async () => {
    fakeApi();
    renderDashboardAt('/customer-dashboard/profile');

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Orders (3)' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Wishlist (1)' })).toBeTruthy();
    // Named by its visible text (axe: label-content-name-mismatch), not by an aria-label.
    expect(menu().querySelector('a[aria-label]')).toBeNull();
    const links = Array.from(menu().querySelectorAll('a')).map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(links).toEqual([
      ['/customer-dashboard/orders', 'Orders3 (3)'],
      ['/customer-dashboard/wishlist', 'Wishlist1 (1)'],
      ['/customer-dashboard/profile', 'Profile'],
      ['/customer-dashboard/addresses', 'Address'],
      ['/customer-dashboard/subscription', 'Membership'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(current()).toBe('/customer-dashboard/profile');
  });

  it.each([
    ['/customer-dashboard/profile/edit', 'Edit profile page', '/customer-dashboard/profile'],
    ['/customer-dashboard/add-address', 'Add address page', '/customer-dashboard/addresses'],
    ['/customer-dashboard/orders/details/W1-1', 'Order details page', '/customer-dashboard/orders'],
  ])('marks the owning entry as current on %s', async (url, heading, owner) => {
    fakeApi();
    renderDashboardAt(url);
    await screen.findByRole('heading', { name: heading });
    expect(current()).toBe(owner);
  });

  it('logs out: tells the server, drops the token and goes to /login', async () => {
    const calls = fakeApi();
    renderDashboardAt('/customer-dashboard/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(calls).toContainEqual({ method: 'GET', url: '/api/logout' });
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});
