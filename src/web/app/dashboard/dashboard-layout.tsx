import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { isSessionRefused, useCurrentUser } from '../../session/api/get-current-user.ts';
import { DashboardMenu } from './dashboard-menu.tsx';

/**
 * The customer dashboard frame: the side menu (a tile grid above the page on phones) and the
 * routed dashboard page. Pages render only once the user is known, so each can rely on it.
 */
export function DashboardLayout() {
  const { user, isLoading, error, isFetching, retry } = useCurrentUser();
  // Not loaded for a reason other than a refused token (offline, a server error): the customer is
  // still signed in, and may try again.
  const failed = !user && error !== null && !isSessionRefused(error);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 lg:py-10">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <DashboardMenu user={user} />
        <div className="min-w-0">
          {failed ? (
            <LoadError onRetry={() => void retry()} retrying={isFetching}>
              Sorry, we couldn't load your account.
            </LoadError>
          ) : isLoading || !user ? (
            // No user and not loading means the token was refused; the session loader drops it and
            // the route guard sends the visitor to /login, so a spinner is right for that moment too.
            <Spinner label="Loading your account" />
          ) : (
            // Its own boundary, so the menu stays put while the next dashboard page's code loads.
            <Suspense fallback={<Spinner label="Loading page" />}>
              <Outlet />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
