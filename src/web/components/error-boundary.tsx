import { RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SOMETHING_WENT_WRONG } from '../lib/texts.ts';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** A new value clears the error, so moving to another page shows that page again. */
  resetKey: string;
  /** Injected by tests; a full reload is what fetches the new chunks after a deploy. */
  onReload?: () => void;
};

type ErrorBoundaryState = { hasError: boolean; resetKey: string };

/**
 * Keeps one broken page (bad stored data, a bug, a page chunk that no longer exists after a
 * deploy) from blanking the whole shop: the header and footer stay, and the visitor gets a way
 * out. A class because React still offers error boundaries only as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasError: true };
  }

  // A reset by prop rather than by `key`, so the page is not remounted on every navigation (which
  // would also drop React's keep-the-old-page-while-the-next-loads behaviour).
  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <h1 tabIndex={-1} className="font-bold text-2xl">
          {SOMETHING_WENT_WRONG}
        </h1>
        <p className="mt-3 text-neutral-600">
          This page could not be shown. Reloading usually fixes it, for example when the shop has just been
          updated.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={reload}
            className="inline-flex items-center gap-2 rounded-lg bg-black px-5 py-2.5 font-semibold text-white hover:bg-neutral-800"
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Reload the page
          </button>
          <Link
            to="/"
            className="rounded-lg border border-neutral-300 px-5 py-2.5 font-semibold text-neutral-800 hover:bg-neutral-100"
          >
            Go to the home page
          </Link>
        </div>
      </div>
    );
  }
}
