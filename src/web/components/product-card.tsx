import { memo, useId } from 'react';
import { Link } from 'react-router';
import { shownRating } from '../../domain/rating.ts';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { abbreviateCount } from '../../domain/text.ts';
import { AddToBasketControl } from './add-to-basket-control.tsx';
import { OrderGuideToggle } from './order-guide-toggle.tsx';
import { AllergenBadges, OrderCode, PackAndUnitPrice, StockLevelNote } from './product-facts.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';
import { StarRating } from './star-rating.tsx';
import { WishlistToggle } from './wishlist-toggle.tsx';

/**
 * One product in a grid or carousel; the article is named by the product, so tests and readers can
 * find it. Memoised: a product comes from the query cache, the same object until it changes, so a
 * grid that renders again (dimmed while the next page loads, a route change) leaves its cards be.
 */
export const ProductCard = memo(function ProductCard({
  product,
  firstScreen = false,
}: {
  product: ProductSummary;
  /** In the page's first screen: its picture loads at once (ProductImage). */
  firstScreen?: boolean;
}) {
  const headingId = useId();
  const rating = shownRating(product);
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative bg-white">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          size={320}
          firstScreen={firstScreen}
          className="aspect-square h-auto w-full p-2"
        />
        {/* Above the card-wide link overlay, so the heart stays its own control. */}
        <div className="absolute top-2 right-2 z-10 flex flex-col gap-2">
          <WishlistToggle product={product} />
          <OrderGuideToggle product={product} variant="icon" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-neutral-100 p-2.5 sm:p-3">
        <h3 id={headingId} className="line-clamp-2 text-sm leading-snug font-semibold text-neutral-900">
          {/* The ::after overlay makes the whole card open the product while keeping one link in the tab order.
              The focus ring is drawn by that overlay, just inside the card's edge: round the name itself
              it was cut off by the two-line clamp (and the card's rounded corners clip anything outside). */}
          <Link
            to={`/product/details/${product.slug}`}
            className="after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:text-amber-700 focus-visible:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-amber-700 focus-visible:after:-outline-offset-2"
          >
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-xs text-neutral-600">{product.description}</p>
        <OrderCode code={product.order_code} />
        <AllergenBadges allergens={product.allergens} />
        <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-neutral-600">
          <StarRating rating={rating} />
          <span>
            {rating === null
              ? 'No reviews yet'
              : `${abbreviateCount(product.reviews_count)} ${product.reviews_count === 1 ? 'review' : 'reviews'}`}
          </span>
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <ProductPrice price={product.price} specialPrice={product.special_price} />
          <PackAndUnitPrice product={product} />
          <StockLevelNote level={product.stock_level} />
          {/* Stretch the shared control to the card; on phones drop its icon so the label fits one line. */}
          <div className="relative z-10 [&>button]:w-full [&>button]:gap-1.5 [&>button]:px-2 max-sm:[&>button>svg]:hidden">
            <AddToBasketControl product={product} size="sm" />
          </div>
        </div>
      </div>
    </article>
  );
});
