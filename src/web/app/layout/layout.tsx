import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';

/** The shared frame of every page. The shell (header, footer, notices) is composed here. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
