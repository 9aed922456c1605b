import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';

type RequireSignedInProps = {
  /**
   * Where a signed-out visitor is sent: /login for the dashboard, /sign-up for /checkout (docs/product.md §2.1).
   * Either way they come back here after signing in.
   */
  redirectTo?: '/login' | '/sign-up';
};

/** Routes for signed-in users only. */
export function RequireSignedIn({ redirectTo = '/login' }: RequireSignedInProps) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) {
    return <Navigate to={redirectTo} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
