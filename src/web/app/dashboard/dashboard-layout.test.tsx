import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../domain/schemas/account.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { renderRoutesAt } from '../../test/render-at.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

const customer: User = {
  id: 7,
  name: 'Ada Buyer',
  email: 'ada@example.test',
  phone: null,
  role: 'user',
  is_subscribed: false,
  subscription_end_at: null,
  pay_later: false,
  pay_later_credit: 0,
  pay_later_credit_limit: 0,
};

type Call = { method: string; url: string };

function fakeApi({ userPending = false } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (url === '/api/user') return userPending ? new Promise<Response>(() => {}) : json(customer);
      // Only the list lengths matter to the menu.
      if (url.startsWith('/api/myorders')) return json([{ id: 1 }, { id: 2 }, { id: 3 }]);
      if (url.startsWith('/api/wishlist')) return json([{ id: 9 }]);
      if (url === '/api/logout') return json({ message: 'You have been logged out.' });
      return new Response('{}', { status: 404 });
    }),
  );
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().setToken(null);
});

describe('DashboardLayout', () => {
  it('shows a spinner, not the page, while the user loads', async () => {
    fakeApi({ userPending: true });
    renderDashboardAt('/customer-dashboard/profile');

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading your account')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Profile page' })).toBeNull();
  });

  it('lists the account pages with order and wishlist counts beside the routed page', async () => {
    fakeApi();
    renderDashboardAt('/customer-dashboard/profile');

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Orders (3)' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Wishlist (1)' })).toBeTruthy();
    const links = Array.from(menu().querySelectorAll('a')).map((link) => [
      link.getAttribute('href'),
      link.textContent,
    ]);
    expect(links).toEqual([
      ['/customer-dashboard/orders', 'Orders3'],
      ['/customer-dashboard/wishlist', 'Wishlist1'],
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
