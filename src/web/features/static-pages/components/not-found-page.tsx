import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Any unknown path lands here, with a way back home. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="font-black text-7xl text-amber-500 tracking-tight">404</p>
      <h1 className="mt-4 font-bold text-2xl">Page not found</h1>
      <p className="mt-3 text-neutral-600">
        We're sorry, the page you're looking for doesn't exist or has been removed.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-black px-5 py-2.5 font-semibold text-white hover:bg-neutral-800"
      >
        <Home className="h-4 w-4" aria-hidden="true" />
        Back to home
      </Link>
    </div>
  );
}
