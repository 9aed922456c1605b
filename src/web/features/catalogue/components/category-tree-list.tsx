import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../../../domain/schemas/catalogue.ts';
import { humanize } from '../../../../domain/text.ts';
import { catalogueHref } from '../hooks/use-catalogue-params.ts';
import { containsCategory } from '../utils/category-tree.ts';

type CategoryTreeListProps = {
  categories: Category[];
  selectedId: number | null;
  /** Called after a category is picked (the phone layout folds the list away). */
  onPick?: () => void;
};

const linkClass = (isSelected: boolean) =>
  `block flex-1 rounded-md px-2.5 py-1.5 text-sm ${
    isSelected ? 'bg-amber-100 font-semibold text-amber-900' : 'text-neutral-700 hover:bg-neutral-100'
  }`;

/** The category filter: "All products", then the tree; a branch opens by its chevron button. */
export function CategoryTreeList({ categories, selectedId, onPick }: CategoryTreeListProps) {
  return (
    <ul className="space-y-0.5">
      <li>
        <Link
          to={catalogueHref({ categoryId: null })}
          aria-current={selectedId === null ? 'true' : undefined}
          onClick={onPick}
          className={linkClass(selectedId === null)}
        >
          All products
        </Link>
      </li>
      {categories.map((category) => (
        <CategoryItem key={category.id} category={category} selectedId={selectedId} onPick={onPick} />
      ))}
    </ul>
  );
}

function CategoryItem({
  category,
  selectedId,
  onPick,
}: { category: Category } & Omit<CategoryTreeListProps, 'categories'>) {
  const name = humanize(category.name);
  const hasChildren = category.children.length > 0;
  const holdsSelection =
    selectedId !== null && category.children.some((child) => containsCategory(child, selectedId));
  // Until the visitor toggles it, a branch is open exactly when the chosen category is inside it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const isOpen = toggled ?? holdsSelection;
  const isSelected = category.id === selectedId;

  return (
    <li>
      <div className="flex items-center gap-1">
        <Link
          to={catalogueHref({ categoryId: category.id })}
          aria-current={isSelected ? 'true' : undefined}
          onClick={onPick}
          className={linkClass(isSelected)}
        >
          {name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-label={`Sub-categories of ${name}`}
            onClick={() => setToggled(!isOpen)}
            className="rounded-md p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <ChevronDown
              aria-hidden="true"
              className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
          </button>
        )}
      </div>
      {hasChildren && isOpen && (
        <ul className="mt-0.5 ml-3 space-y-0.5 border-l border-neutral-200 pl-2">
          {category.children.map((child) => (
            <CategoryItem key={child.id} category={child} selectedId={selectedId} onPick={onPick} />
          ))}
        </ul>
      )}
    </li>
  );
}
