import type { Category } from '../../../../domain/schemas/catalogue.ts';
import { humanize } from '../../../../domain/text.ts';
import { favouriteCategories } from '../utils/category-tree.ts';
import { ProductCarousel } from './product-carousel.tsx';

/** One 'Fresh {category}' carousel per featured (favourite) category. */
export function FavouriteRows({ categories }: { categories: Category[] }) {
  return (
    <>
      {favouriteCategories(categories).map((category, index) => (
        <ProductCarousel
          firstOnPage={index === 0}
          key={category.id}
          title={`Fresh ${humanize(category.name)}`}
          categoryId={category.id}
          viewAllHref={`/categories/${category.slug}`}
        />
      ))}
    </>
  );
}

/**
 * Until the categories say which rows there are: the space of two loading rows (as much as a
 * phone's first screen shows), where the first two rows then appear, so nothing in view moves.
 */
export function FavouriteRowsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading products</span>
      {['mt-4', 'mt-8'].map((margin) => (
        <div key={margin} aria-hidden="true" className={margin}>
          {/* The row's title bar (its arrow buttons are h-9), then ProductCarousel's own placeholder. */}
          <div className="mb-3 h-9" />
          <div className="h-96 motion-safe:animate-pulse rounded-lg bg-neutral-200/60" />
        </div>
      ))}
    </div>
  );
}
