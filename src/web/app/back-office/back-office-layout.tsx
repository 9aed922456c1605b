import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import type { User } from '../../../domain/schemas/account.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { isSessionRefused, useCurrentUser } from '../../session/api/get-current-user.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { ADMIN_LINKS, type BackOfficeLink, SELLER_LINKS } from './back-office-links.ts';

/** The area, named for the role that may open it. */
type BackOfficeLayoutProps = { area: Extract<User['role'], 'admin' | 'seller'> };

const linkBase = 'block whitespace-nowrap rounded-lg px-3 py-2 font-medium text-sm';
const linkIdle = 'text-neutral-700 hover:bg-neutral-100 hover:text-black';
const linkActive = 'bg-amber-100 text-amber-950';

/**
 * The back office frame (/admin for admins, /seller for sellers): a side menu on a desk, the same
 * links wrapped above the page on a tablet or phone (all in sight: a scrolling strip hid half of
 * them), and the routed page. Only a signed-in user of the role gets in; the server refuses everyone
 * else anyway (403).
 */
export function BackOfficeLayout({ area: role }: BackOfficeLayoutProps) {
  const token = useSessionStore((state) => state.token);
  const { user, isLoading, error, isFetching, retry } = useCurrentUser();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  // Offline or a server error: still signed in, so the account can be asked for again (a refused
  // token is dropped by the session loader, and the guard above then sends the visitor to /login).
  if (!user && error !== null && !isSessionRefused(error)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError onRetry={() => void retry()} retrying={isFetching}>
          Sorry, we couldn't load your account.
        </LoadError>
      </div>
    );
  }
  if (isLoading || !user) return <Spinner label="Loading your account" />;
  if (user.role !== role) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-bold text-2xl">This page is for the shop’s staff</h1>
        <p className="mt-2 text-neutral-600">
          You are signed in as {user.name}, who cannot open the {role === 'admin' ? 'admin' : 'seller'} area.
        </p>
      </div>
    );
  }
  const links: readonly BackOfficeLink[] = role === 'admin' ? ADMIN_LINKS : SELLER_LINKS;
  return (
    <div className="mx-auto max-w-[100rem] px-4 py-6 lg:px-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-label={role === 'admin' ? 'Back office' : 'Seller area'}
          className="rounded-2xl border border-neutral-200 bg-white p-2 shadow-sm"
        >
          <p className="hidden px-3 pt-1 pb-2 font-semibold text-neutral-500 text-xs uppercase tracking-wide lg:block">
            {role === 'admin' ? 'Back office' : 'Seller area'}
          </p>
          <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => `${linkBase} ${isActive ? linkActive : linkIdle}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
