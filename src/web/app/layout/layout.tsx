import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { SessionLoader } from '../../session/session-loader.tsx';
import { isFirstVisit } from './first-visit.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteFocus } from './route-focus.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SplashScreen } from './splash-screen.tsx';
import { ToasterHost } from './toaster-host.tsx';

// Only a first visit shows the cookie notice, so its code is fetched only then. A chunk that
// fails to arrive leaves the notice out rather than the page.
const CookieNotice = lazy(() =>
  import('./cookie-notice.tsx').then(
    (module) => ({ default: module.CookieNotice }),
    () => ({ default: () => null }),
  ),
);

/** The shared frame of every page: skip link, header, the routed page, footer and first-visit notices. */
export function Layout() {
  const { pathname } = useLocation();
  const [cookieNoticeWanted] = useState(isFirstVisit);
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollRestoration />
      <RouteFocus />
      <a
        href="#main"
        className="sr-only z-[110] rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <SessionLoader />
      <Header />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. At least a
          screen tall: while a page's code or data loads, the footer would otherwise sit in the
          first screen and then be pushed down (layout shift, and the footer as largest paint). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {/* A page that throws, or whose chunk is gone after a deploy, leaves the rest of the shop working. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      {cookieNoticeWanted && (
        <Suspense fallback={null}>
          <CookieNotice />
        </Suspense>
      )}
      <ToasterHost />
      <SplashScreen />
    </div>
  );
}
