import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorMessage } from '../error-message.tsx';
import { Spinner } from '../spinner.tsx';
import { PastLastPage } from './past-last-page.tsx';

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

/** Where a loaded page of a list stands: its rows in all, this page's number and the last one's. */
export type PageStanding = { total: number; page: number; lastPage: number };

/** The standing of a page in the paged answer's usual shape (current_page, last_page). */
export function standingOf(
  answer: { total: number; current_page: number; last_page: number } | undefined,
): PageStanding | undefined {
  return answer && { total: answer.total, page: answer.current_page, lastPage: answer.last_page };
}

type PagedListEmptyProps = EmptyPanelProps & {
  standing: PageStanding | undefined;
  /** The address of another page of the same list (same filters). */
  hrefFor: (page: number) => string;
};

/**
 * A paged list with no rows on this page: when the list has rows elsewhere the address asks for a
 * page past the last one, and says so; otherwise the list is empty and shows its empty text.
 */
export function PagedListEmpty({ standing, hrefFor, ...panel }: PagedListEmptyProps) {
  if (standing && standing.total > 0) {
    return (
      <PastLastPage icon={panel.icon} page={standing.page} lastPage={standing.lastPage} hrefFor={hrefFor} />
    );
  }
  return <EmptyPanel {...panel} />;
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
