import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SplashScreen } from './splash-screen.tsx';

// Loaded right after first paint: nothing toasts before the page is up, and sonner stays off the
// critical path.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** SPEC 9: toasts stay 2.5 s unless a caller asks for longer. */
const TOAST_MS = 2500;

/** The shared frame of every page: skip link, header, the routed page, footer and first-visit notices. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-[110] rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <Header />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieNotice />
      <Suspense fallback={null}>
        <Toaster duration={TOAST_MS} position="top-center" richColors closeButton />
      </Suspense>
      <SplashScreen />
    </div>
  );
}
