import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type EmptyStateProps = {
  icon: LucideIcon;
  /** The page's empty text (docs/product.md §2.3 quotes each one). */
  title: string;
  /** A line under the title on what would fill the page. */
  hint?: ReactNode;
  /** The way back to the catalogue. */
  linkLabel: string;
  className?: string;
};

/** The card a list page shows when it has nothing to list, with a link to the catalogue. */
export function EmptyState({ icon: Icon, title, hint, linkLabel, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-16 text-center shadow-sm ${className}`.trim()}
    >
      <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-100 text-amber-700">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <p className="font-semibold text-lg">{title}</p>
      {hint && <p className="max-w-sm text-neutral-600 text-sm">{hint}</p>}
      <Link
        to="/"
        className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
      >
        {linkLabel}
      </Link>
    </div>
  );
}
