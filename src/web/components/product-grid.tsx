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

/**
 * Cards out of sight are not styled, laid out or painted until they come near the screen
 * (content-visibility), with a card's height held for them meanwhile: a phone shows two to four
 * of a page's 24 cards, and drawing the rest made every frame of the page (a keystroke in the
 * search box, a page change) cost more on a slow CPU. `auto` keeps a card's real height once drawn.
 */
export const OFFSCREEN_CARD_CLASS = '[content-visibility:auto] [contain-intrinsic-size:auto_22rem]';

/** The product grid shared by the catalogue, category, search and (later) wishlist pages. */
export function ProductGrid({ products, heading = 'Products' }: ProductGridProps) {
  return (
    <>
      {heading !== null && <h2 className="sr-only">{heading}</h2>}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className={OFFSCREEN_CARD_CLASS}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}
