import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { returnPathOf } from '../lib/return-path.ts';
import { useCurrentUser } from '../session/api/get-current-user.ts';

/**
 * Login and sign-up: a signed-in user is sent on to where they were going, or home. It waits for
 * the stored token's user: a token the server no longer accepts is dropped (SessionLoader), and
 * its holder stays here to sign in again rather than being bounced away first.
 */
export function RedirectSignedIn() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (user) return <Navigate to={returnPathOf(location.state)} replace />;
  return <Outlet />;
}
