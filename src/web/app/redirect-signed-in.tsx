import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPathOf } from '../lib/return-path.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Login and sign-up: a signed-in user is sent on to where they were going, or home. */
export function RedirectSignedIn() {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (token) return <Navigate to={returnPathOf(location.state)} replace />;
  return <Outlet />;
}
