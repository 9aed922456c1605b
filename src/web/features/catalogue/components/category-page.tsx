import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { humanize } from '../../../../domain/text.ts';
import { FreeFromFilter, freeFromParam } from '../../../components/free-from-filter.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { pageFromParam } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategories } from '../api/get-categories.ts';
import { usePrefetchNextProducts, usePrefetchProducts, useProducts } from '../api/get-products.ts';
import { findCategoryBySlug } from '../utils/category-tree.ts';
import { CATEGORIES_ERROR_TEXT } from './catalogue-texts.ts';
import { ProductResults } from './product-results.tsx';

/** /categories/:slug: the products of one category and its sub-categories, page in ?page=N. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const freeFrom = freeFromParam(params);
  const categories = useCategories();
  const category = categories.data ? findCategoryBySlug(categories.data, slug) : undefined;
  const products = useProducts(
    { page, categoryId: category?.id ?? null, freeFrom },
    { enabled: category !== undefined },
  );
  usePrefetchNextProducts(
    { page, categoryId: category?.id ?? null, freeFrom },
    category && !products.isPlaceholderData ? products.data?.last_page : undefined,
  );
  const prefetchPage = usePrefetchProducts(category?.id ?? null, freeFrom);
  // Until the tree arrives the slug stands in for the name; a slug that matches nothing says so.
  useDocumentTitle(
    category ? humanize(category.name) : categories.isSuccess ? 'Category not found' : humanize(slug),
  );

  if (categories.isPending) return <Spinner label="Loading category" />;
  if (categories.isError) {
    return (
      <PageFrame>
        <LoadError onRetry={() => void categories.refetch()} retrying={categories.isFetching}>
          {CATEGORIES_ERROR_TEXT}
        </LoadError>
      </PageFrame>
    );
  }
  if (!category) {
    return (
      <PageFrame>
        <h1 className="text-2xl font-bold text-neutral-900">Category not found</h1>
        <p className="mt-2 text-neutral-700">We couldn't find the category "{humanize(slug)}".</p>
        <Link to="/categories" className="mt-4 inline-block font-semibold text-amber-700 underline">
          See all categories
        </Link>
      </PageFrame>
    );
  }

  const name = humanize(category.name);
  const isEmpty = products.data?.total === 0;
  return (
    <PageFrame>
      <h1 className="text-2xl font-bold text-neutral-900">
        {isEmpty ? `No Products found for ${name} category` : `All Items of ${name} category`}
      </h1>
      {category.children.length > 0 && (
        <ul aria-label={`Sub-categories of ${name}`} className="mt-3 flex flex-wrap gap-2">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link
                to={`/categories/${child.slug}`}
                className="inline-block rounded-full border border-neutral-300 bg-white px-3 py-1 text-sm text-neutral-700 hover:border-amber-500 hover:text-amber-800"
              >
                {humanize(child.name)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <FreeFromFilter />
      </div>
      <div className="mt-5">
        <ProductResults
          query={products}
          page={page}
          hrefFor={(target) => {
            const query = new URLSearchParams();
            if (freeFrom.length > 0) query.set('free_from', freeFrom.join(','));
            if (target > 1) query.set('page', String(target));
            const search = query.toString().replaceAll('%2C', ',');
            return search ? `/categories/${category.slug}?${search}` : `/categories/${category.slug}`;
          }}
          onPageChosen={prefetchPage}
        />
      </div>
    </PageFrame>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">{children}</div>;
}
