import { RotateCw } from 'lucide-react';

/**
 * A request the checkout needs failed: what could not be loaded and a Retry, never the empty or
 * no-address state, which would tell the customer something untrue about their account.
 */
type CheckoutLoadFailedProps = {
  /** What could not be loaded, e.g. "your saved address". */
  what: string;
  onRetry(): void;
  /** The Retry is on its way. */
  retrying: boolean;
};

export function CheckoutLoadFailed({ what, onRetry, retrying }: CheckoutLoadFailedProps) {
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-5 text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <span className="font-semibold">Sorry, we could not load {what}.</span> Please check your connection
        and try again.
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-black px-4 py-2 font-semibold text-sm text-white hover:bg-neutral-800 disabled:cursor-wait disabled:opacity-70"
      >
        <RotateCw
          className={`h-4 w-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
          aria-hidden="true"
        />
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
