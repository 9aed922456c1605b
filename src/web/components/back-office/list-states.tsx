import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../error-message.tsx';
import { Spinner } from '../spinner.tsx';

type EmptyPanelProps = {
  icon: LucideIcon;
  /** The page's empty text. */
  children: ReactNode;
  /** The larger icon and text of the list pages (messages, reviews, a seller's orders). */
  large?: boolean;
};

/** The card a back-office list shows when it has nothing to list. */
export function EmptyPanel({ icon: Icon, children, large = false }: EmptyPanelProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
      <Icon className={large ? 'h-10 w-10 text-amber-600' : 'h-8 w-8 text-amber-700'} aria-hidden="true" />
      <p className={large ? 'font-semibold text-lg' : 'font-semibold'}>{children}</p>
    </div>
  );
}

type ListStatesProps<Data> = {
  data: Data | undefined;
  isPending: boolean;
  /** Whether to show the failure (pages that keep stale rows pass `isError && !data`). */
  failed: boolean;
  onRetry: () => unknown;
  /** The spinner's name, e.g. 'Loading customers'. */
  loadingLabel: string;
  /** The failure's sentence, e.g. 'The customers could not be loaded.' */
  errorText: string;
  isEmpty: (data: Data) => boolean;
  empty: ReactNode;
  /** When given, the loaded list dims and is marked busy while it refreshes. */
  isFetching?: boolean;
  children: (data: Data) => ReactNode;
};

/** A back-office list's four states: loading, failed (with Try again), empty, and its rows. */
export function ListStates<Data>({
  data,
  isPending,
  failed,
  onRetry,
  loadingLabel,
  errorText,
  isEmpty,
  empty,
  isFetching,
  children,
}: ListStatesProps<Data>) {
  if (isPending) return <Spinner label={loadingLabel} />;
  if (failed || data === undefined) {
    return (
      <ErrorMessage>
        {errorText}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void onRetry()}>
          Try again
        </button>
      </ErrorMessage>
    );
  }
  if (isEmpty(data)) return empty;
  if (isFetching === undefined) return children(data);
  return (
    <div aria-busy={isFetching} className={isFetching ? 'opacity-70 transition-opacity' : undefined}>
      {children(data)}
    </div>
  );
}
