import { humanize } from '../../../../domain/text.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProducts } from '../api/get-products.ts';
import { catalogHref, useCatalogParams } from '../hooks/use-catalog-params.ts';
import { findCategoryById } from '../utils/category-tree.ts';
import { CategorySidebar } from './category-sidebar.tsx';
import { FavouriteRows } from './favourite-rows.tsx';
import { ProductResults } from './product-results.tsx';

/** The home page (/): category filter, product grid with pager, and the 'Fresh …' rows on the first page. */
export function CatalogPage() {
  const { page, categoryId } = useCatalogParams();
  const categories = useCategories();
  const products = useProducts({ page, categoryId });
  const selected =
    categoryId !== null && categories.data ? findCategoryById(categories.data, categoryId) : undefined;
  const isHome = page === 1 && categoryId === null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6 min-[769px]:flex min-[769px]:gap-6">
      <CategorySidebar query={categories} selectedId={categoryId} />
      <div className="min-w-0 flex-1">
        <h1 className="mb-1 text-2xl font-bold text-neutral-900">
          {selected ? humanize(selected.name) : 'All products'}
        </h1>
        <ProductResults
          query={products}
          page={page}
          hrefFor={(target) => catalogHref({ categoryId, page: target })}
        />
        {isHome && categories.data && <FavouriteRows categories={categories.data} />}
      </div>
    </div>
  );
}
