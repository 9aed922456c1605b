import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagerItems } from '../../domain/pagination.ts';

/** Pages as links keep the page in the URL, so reload and back work. */
type LinkPages = { hrefFor: (page: number) => string; onPageChange?: (page: number) => void };
/** Pages as buttons suit state the parent holds, such as the reviews of one product. */
type ButtonPages = { onPageChange: (page: number) => void; hrefFor?: undefined };

type PaginationProps = {
  currentPage: number;
  lastPage: number;
  /** Names the navigation landmark, e.g. 'Product pages' or 'Review pages'. */
  label?: string;
} & (LinkPages | ButtonPages);

/** Reads a `?page=` value: a whole number from 1; anything else is page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const itemBase =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2.5 text-sm font-medium';
const idleClass = `${itemBase} border-neutral-300 bg-white text-neutral-800 hover:border-amber-500 hover:text-amber-700`;
const currentClass = `${itemBase} border-amber-500 bg-amber-500 text-neutral-950`;
const disabledClass = `${itemBase} cursor-not-allowed border-neutral-200 bg-neutral-100 text-neutral-400`;

/** Previous / numbered pages / next. Renders nothing when everything fits on one page. */
export function Pagination({
  currentPage,
  lastPage,
  label = 'Pagination',
  hrefFor,
  onPageChange,
}: PaginationProps) {
  if (lastPage <= 1) return null;

  function control(page: number, content: ReactNode, ariaLabel?: string, isCurrent = false) {
    const props = {
      onClick: () => onPageChange?.(page),
      'aria-label': ariaLabel,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      className: isCurrent ? currentClass : idleClass,
    };
    return hrefFor ? (
      <Link to={hrefFor(page)} {...props}>
        {content}
      </Link>
    ) : (
      <button type="button" {...props}>
        {content}
      </button>
    );
  }

  function edge(direction: 'Previous' | 'Next') {
    const isPrevious = direction === 'Previous';
    const Icon = isPrevious ? ChevronLeft : ChevronRight;
    const icon = <Icon aria-hidden="true" className="h-4 w-4" />;
    // The word is hidden visually on phones to keep the pager on one line; it stays the accessible name.
    const content = (
      <>
        {isPrevious && icon}
        <span className="sr-only sm:not-sr-only">{direction}</span>
        {!isPrevious && icon}
      </>
    );
    const target = isPrevious ? currentPage - 1 : currentPage + 1;
    const isAvailable = isPrevious ? currentPage > 1 : currentPage < lastPage;
    if (isAvailable) return control(target, content);
    return hrefFor ? (
      <span aria-disabled="true" className={disabledClass}>
        {content}
      </span>
    ) : (
      <button type="button" disabled className={disabledClass}>
        {content}
      </button>
    );
  }

  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{edge('Previous')}</li>
        {pagerItems(currentPage, lastPage).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={page}>{control(page, page, `Page ${page}`, page === currentPage)}</li>
          ),
        )}
        <li>{edge('Next')}</li>
      </ul>
    </nav>
  );
}
