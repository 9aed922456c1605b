import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

type PastLastPageProps = {
  icon: LucideIcon;
  /** The page the address asks for, past the last one. */
  page: number;
  lastPage: number;
  /** The address of a page of the same list (same filters). */
  hrefFor: (page: number) => string;
};

const linkClass = 'font-medium text-amber-800 text-sm underline underline-offset-2 hover:text-amber-950';

/**
 * What a paged back-office list shows for a page past its end (an old link, a hand-edited
 * address, the last rows gone meanwhile): the list is not empty, so it says the page is past the end
 * and leads back to the first and last pages rather than claiming there is nothing.
 */
export function PastLastPage({ icon: Icon, page, lastPage, hrefFor }: PastLastPageProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
      <Icon className="h-8 w-8 text-amber-700" aria-hidden="true" />
      <p className="font-semibold">
        There is no page {page}: the list ends at page {lastPage}.
      </p>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-2">
        <Link to={hrefFor(1)} className={linkClass}>
          Go to the first page
        </Link>
        {lastPage > 1 && (
          <Link to={hrefFor(lastPage)} className={linkClass}>
            Go to the last page (page {lastPage})
          </Link>
        )}
      </p>
    </div>
  );
}
