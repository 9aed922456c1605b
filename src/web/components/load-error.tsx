import { RotateCw } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { focusPageHeading } from '../lib/page-focus.ts';

type LoadErrorProps = {
  /** What could not be loaded: the spec's own words where it gives the page any. */
  children: ReactNode;
  /** Loads it again (a query's refetch). */
  onRetry: () => void;
  /** True while that second try is under way. */
  retrying?: boolean;
  centred?: boolean;
  /** The small form for a side panel (the catalogue's category filter). */
  compact?: boolean;
};

/**
 * A failed load: the red box, announced, with a Retry button. A page whose data failed to arrive
 * shows this and never its empty state, which would tell the customer something untrue ("You
 * don't have any orders yet"). When a retry succeeds the box, and the focused button with it, make
 * way for the content: focus then goes to the page heading rather than the top of the document.
 */
export function LoadError({
  children,
  onRetry,
  retrying = false,
  centred = true,
  compact = false,
}: LoadErrorProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const node = button.current;
    return () => {
      if (node && document.activeElement === node) queueMicrotask(focusPageHeading);
    };
  }, []);

  return (
    <div
      className={`flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 text-red-800 ${
        compact ? 'px-3 py-3 text-sm' : 'px-4 py-6'
      } ${centred ? 'items-center text-center' : 'items-start'}`}
    >
      <p role="alert">{children}</p>
      <button
        ref={button}
        type="button"
        // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page.
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
        className={`inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white font-semibold text-red-800 hover:bg-red-100 aria-disabled:cursor-wait aria-disabled:opacity-70 ${
          compact ? 'px-3 py-1.5 text-xs' : 'px-4 py-2 text-sm'
        }`}
      >
        <RotateCw className={`h-4 w-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} aria-hidden="true" />
        Retry
      </button>
      <p role="status" className="sr-only">
        {retrying ? 'Trying again' : ''}
      </p>
    </div>
  );
}
