import { useDeferredValue } from 'react';
import { humanize } from '../../../../domain/text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCategories } from '../api/get-categories.ts';
import { usePrefetchNextProducts, usePrefetchProducts, useProducts } from '../api/get-products.ts';
import { catalogueHref, useCatalogueParams } from '../hooks/use-catalogue-params.ts';
import { favouriteCategories, findCategoryById } from '../utils/category-tree.ts';
import { CategorySidebar } from './category-sidebar.tsx';
import { FavouriteRows, FavouriteRowsSkeleton } from './favourite-rows.tsx';
import { ProductResults } from './product-results.tsx';

/** The home page (/): category filter, the 'Fresh …' rows on the first page, product grid with pager. */
export function CataloguePage() {
  const { page, categoryId } = useCatalogueParams();
  const categories = useCategories();
  // Their arrival draws the sidebar, the rows and the grid: rendered in the background, in slices.
  // A render caused by a query's answer is otherwise one task the phone cannot break off (issue 14).
  const categoryTree = useDeferredValue(categories.data);
  const products = useProducts({ page, categoryId });
  usePrefetchNextProducts(
    { page, categoryId },
    products.isPlaceholderData ? undefined : products.data?.last_page,
  );
  const prefetchPage = usePrefetchProducts(categoryId);
  const selected =
    categoryId !== null && categoryTree ? findCategoryById(categoryTree, categoryId) : undefined;
  const title = selected ? humanize(selected.name) : 'All products';
  useDocumentTitle(title);
  const isHome = page === 1 && categoryId === null;
  // The carousels come first on home, where they are seen; all but the first fetch when scrolled near.
  const showFavourites = isHome && categoryTree !== undefined && favouriteCategories(categoryTree).length > 0;
  // Home shows the rows above the grid; until the categories are known, their space is held and
  // the grid waits, or the rows would arrive above it and push it down (layout shift).
  const rowsPending = isHome && categoryTree === undefined && !categories.isError;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 min-[769px]:flex min-[769px]:gap-6">
      <CategorySidebar
        categories={categoryTree}
        failed={categories.isError}
        retrying={categories.isError && categories.isFetching}
        onRetry={() => void categories.refetch()}
        selectedId={categoryId}
      />
      <div className="min-w-0 flex-1">
        <h1 className="mb-1 text-2xl font-bold text-neutral-900">{title}</h1>
        {rowsPending && (
          <div className="mb-10">
            <FavouriteRowsSkeleton />
          </div>
        )}
        {showFavourites && (
          <div className="mb-10">
            <FavouriteRows categories={categoryTree} />
          </div>
        )}
        {!rowsPending && (
          <ProductResults
            query={products}
            page={page}
            hrefFor={(target) => catalogueHref({ categoryId, page: target })}
            heading={showFavourites ? 'The full range' : undefined}
            onPageChosen={prefetchPage}
          />
        )}
      </div>
    </div>
  );
}
