import type { ProductSummary } from '../../domain/schemas/catalog.ts';
import { ProductCard } from './product-card.tsx';

type ProductGridProps = {
  products: ProductSummary[];
  /**
   * Cards are h3s, so the grid needs an h2 above it to keep the outline h1 > h2 > h3. By default
   * an h2 only screen readers hear; null when the page shows its own h2 for the grid.
   */
  heading?: string | null;
};

/** The product grid shared by the catalogue, category, search and (later) wishlist pages. */
export function ProductGrid({ products, heading = 'Products' }: ProductGridProps) {
  return (
    <>
      {heading !== null && <h2 className="sr-only">{heading}</h2>}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}
