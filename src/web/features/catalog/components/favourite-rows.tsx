import type { Category } from '../../../../domain/schemas/catalog.ts';
import { humanize } from '../../../../domain/text.ts';
import { favouriteCategories } from '../utils/category-tree.ts';
import { ProductCarousel } from './product-carousel.tsx';

/** One 'Fresh {category}' carousel per featured (favourite) category. */
export function FavouriteRows({ categories }: { categories: Category[] }) {
  return (
    <>
      {favouriteCategories(categories).map((category) => (
        <ProductCarousel
          key={category.id}
          title={`Fresh ${humanize(category.name)}`}
          categoryId={category.id}
          viewAllHref={`/categories/${category.slug}`}
        />
      ))}
    </>
  );
}
