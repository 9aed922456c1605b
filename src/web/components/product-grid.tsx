import type { ProductSummary } from '../../domain/schemas/catalog.ts';
import { ProductCard } from './product-card.tsx';

/** The product grid shared by the catalogue, category, search and (later) wishlist pages. */
export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
