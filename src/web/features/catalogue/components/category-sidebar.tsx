import { ChevronDown, ListFilter } from 'lucide-react';
import { useId, useState } from 'react';
import type { Category } from '../../../../domain/schemas/catalogue.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { focusPageHeading } from '../../../lib/page-focus.ts';
import { CATEGORIES_EMPTY_TEXT, CATEGORIES_ERROR_TEXT } from './catalogue-texts.ts';
import { CategoryTreeList } from './category-tree-list.tsx';

type CategorySidebarProps = {
  /** The category tree; undefined while it loads. */
  categories: Category[] | undefined;
  /** Whether loading it failed. */
  failed: boolean;
  /** Loads it again, and whether that is under way. */
  onRetry: () => void;
  retrying: boolean;
  selectedId: number | null;
};

/**
 * The catalogue's category filter. Wider than 768 px it is the 'Top Categories' sidebar; up to
 * 768 px it folds behind a 'Categories' disclosure button so the products come first.
 */
export function CategorySidebar({ categories, failed, onRetry, retrying, selectedId }: CategorySidebarProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();

  return (
    <aside
      aria-labelledby={headingId}
      className="mb-4 shrink-0 min-[769px]:sticky min-[769px]:top-20 min-[769px]:mb-0 min-[769px]:w-60 min-[769px]:self-start"
    >
      <h2 id={headingId} className="mb-2 hidden text-lg font-bold min-[769px]:block">
        Top Categories
      </h2>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center justify-between rounded-lg border border-neutral-200 bg-white px-4 py-2.5 text-sm font-semibold shadow-sm min-[769px]:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <ListFilter aria-hidden="true" className="h-4 w-4" />
          Categories
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        className={`${isOpen ? 'block' : 'hidden'} mt-2 rounded-lg border border-neutral-200 bg-white p-2 shadow-sm min-[769px]:mt-0 min-[769px]:block min-[769px]:max-h-[calc(100vh-9rem)] min-[769px]:overflow-y-auto`}
      >
        {failed ? (
          <LoadError compact onRetry={onRetry} retrying={retrying}>
            {CATEGORIES_ERROR_TEXT}
          </LoadError>
        ) : categories === undefined ? (
          <Spinner label="Loading categories" />
        ) : categories.length === 0 ? (
          <p className="px-2 py-4 text-sm text-neutral-600">{CATEGORIES_EMPTY_TEXT}</p>
        ) : (
          <CategoryTreeList
            categories={categories}
            selectedId={selectedId}
            onPick={() => {
              // On phones the picked link folds away with the panel; focus goes to the page heading
              // (which names the category) rather than being lost.
              setIsOpen(false);
              focusPageHeading();
            }}
          />
        )}
      </div>
    </aside>
  );
}
