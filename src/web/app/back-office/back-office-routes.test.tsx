import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../domain/schemas/account.ts';
import type { ManagedProductPage } from '../../../domain/schemas/back-office-catalogue.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { testUser } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/render-at.tsx';
import { resetAfterEach } from '../../test/reset-after-each.ts';
import { jsonResponse as json, replyWith, stubFetch } from '../../test/stub-fetch.ts';
import { AdminRoutes, SellerRoutes } from './back-office-routes.tsx';

resetAfterEach();

const noProducts: ManagedProductPage = { data: [], current_page: 1, last_page: 1, per_page: 25, total: 0 };

/** Signed in as `role`, opening `url` of the back office. */
function openAs(role: User['role'], url: string) {
  const api = stubFetch(({ url: path }) => {
    if (path === '/api/user') return json(testUser({ role }));
    if (path.startsWith(`/api/${role}/products`)) return json(noProducts);
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-staff');
  renderRoutesAt(
    url,
    <>
      <Route path="/admin/*" element={<AdminRoutes />} />
      <Route path="/seller/*" element={<SellerRoutes />} />
    </>,
  );
  return api;
}

describe('back office addresses trimmed to their parent', () => {
  it('takes a seller from /seller/products to their product list, not a 404', async () => {
    const api = openAs('seller', '/seller/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'My products' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My products' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(api.calls.map((call) => call.url)).toContain('/api/seller/products'));
  });

  it.each([
    ['/admin/orders', 'Orders'],
    ['/admin/customers', 'Customers'],
    ['/admin/products', 'Products'],
  ])('opens the admin list at %s, the parent of its detail pages', async (url, heading) => {
    openAs('admin', url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});

describe('back office frame', () => {
  it('says the account did not load when the network fails, keeps the session, and Retry opens the page', async () => {
    let offline = true;
    stubFetch(({ url }) => {
      if (url === '/api/user')
        return offline ? replyWith('network-error') : json(testUser({ role: 'admin' }));
      if (url.startsWith('/api/admin/products')) return json(noProducts);
      return json({ message: 'Not found', errors: {} }, 404);
    });
    useSessionStore.getState().setToken('token-of-staff');
    renderRoutesAt('/admin/products', <Route path="/admin/*" element={<AdminRoutes />} />);

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe("Sorry, we couldn't load your account.");
    expect(useSessionStore.getState().token).toBe('token-of-staff');

    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
  });
});
