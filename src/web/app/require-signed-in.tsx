import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';

/** Dashboard routes: a signed-out visitor goes to /login, and comes back here after signing in. */
export function RequireSignedIn() {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
