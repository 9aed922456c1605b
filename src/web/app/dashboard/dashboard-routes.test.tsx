import { screen } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { testUser } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/render-at.tsx';
import { resetAfterEach } from '../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../test/stub-fetch.ts';
import { DashboardRoutes } from './dashboard-routes.tsx';

resetAfterEach();

/** The address the browser shows, to see where a redirect went. */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

describe('customer dashboard addresses trimmed to their parent', () => {
  it.each(['/customer-dashboard/orders/details', '/customer-dashboard/orders/details/'])(
    'takes a customer from %s to their order list, not a 404',
    async (url) => {
      stubFetch(({ url: path }) => {
        if (path === '/api/user') return json(testUser());
        if (path === '/api/myorders?user_id=7' || path.startsWith('/api/wishlist')) return json([]);
        return json({ message: 'Not found', errors: {} }, 404);
      });
      useSessionStore.getState().setToken('token-of-ada');
      renderRoutesAt(
        url,
        <Route
          path="/customer-dashboard/*"
          element={
            <>
              <DashboardRoutes />
              <Address />
            </>
          }
        />,
      );

      // The orders page is loaded lazily: a busy machine takes more than findBy's 1 s to load it.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/customer-dashboard/orders');
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    },
  );
});
