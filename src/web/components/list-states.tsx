import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { LoadError } from './load-error.tsx';
import { Spinner } from './spinner.tsx';

type ListStatesProps = {
  isLoading: boolean;
  /** What the spinner announces, e.g. 'Loading your order guide'. */
  loadingLabel: string;
  isError: boolean;
  /** The page's own words for a failed load. */
  errorText: string;
  onRetry(): void;
  retrying: boolean;
  /** Loaded with nothing to show: the empty card instead of the children. */
  isEmpty: boolean;
  empty: { icon: LucideIcon; title: string; hint: ReactNode; linkLabel: string };
  /** The list itself, once loaded and not empty. */
  children: ReactNode;
};

/**
 * A list page's one block for its data's states: loading, failed (never shown as empty, which
 * would tell the customer something untrue), empty, or the list.
 */
export function ListStates({
  isLoading,
  loadingLabel,
  isError,
  errorText,
  onRetry,
  retrying,
  isEmpty,
  empty,
  children,
}: ListStatesProps) {
  if (isLoading) return <Spinner label={loadingLabel} />;
  if (isError) {
    return (
      <LoadError onRetry={onRetry} retrying={retrying}>
        {errorText}
      </LoadError>
    );
  }
  if (isEmpty) return <EmptyState {...empty} />;
  return <>{children}</>;
}
