import { Link } from 'react-router';
import type { Category } from '../../../../domain/schemas/catalogue.ts';
import { humanize } from '../../../../domain/text.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { ProductImage } from '../../../components/product-image.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategories } from '../api/get-categories.ts';
import { CATEGORIES_EMPTY_TEXT, CATEGORIES_ERROR_TEXT } from './catalogue-texts.ts';

/** /categories: every top-level category with its picture and sub-categories. */
export function CategoriesPage() {
  useDocumentTitle('All categories');
  const categories = useCategories();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <h1 className="mb-5 text-2xl font-bold text-neutral-900">All categories</h1>
      {categories.isPending ? (
        <Spinner label="Loading categories" />
      ) : categories.isError ? (
        <LoadError onRetry={() => void categories.refetch()} retrying={categories.isFetching}>
          {CATEGORIES_ERROR_TEXT}
        </LoadError>
      ) : categories.data.length === 0 ? (
        <p className="rounded-lg border border-neutral-200 bg-white px-4 py-10 text-center">
          {CATEGORIES_EMPTY_TEXT}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {categories.data.map((category) => (
            <li key={category.id}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryTile({ category }: { category: Category }) {
  const name = humanize(category.name);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
      <Link to={`/categories/${category.slug}`} className="group block">
        <ProductImage
          src={category.image}
          alt=""
          size={320}
          className="aspect-[4/3] h-auto w-full bg-neutral-50 object-cover transition-transform group-hover:scale-[1.02]"
        />
        <h2 className="px-3 pt-3 text-base font-bold text-neutral-900 group-hover:text-amber-700">{name}</h2>
      </Link>
      {category.children.length > 0 && (
        <ul aria-label={`Sub-categories of ${name}`} className="flex flex-wrap gap-1.5 p-3">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link
                to={`/categories/${child.slug}`}
                className="inline-block rounded-full border border-neutral-200 px-2.5 py-1 text-xs text-neutral-700 hover:border-amber-500 hover:text-amber-800"
              >
                {humanize(child.name)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
