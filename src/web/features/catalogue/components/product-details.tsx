import { Link } from 'react-router';
import { shownRating } from '../../../../domain/rating.ts';
import type { ProductDetail } from '../../../../domain/schemas/catalogue.ts';
import { abbreviateCount, humanize } from '../../../../domain/text.ts';
import { AddToBasketControl } from '../../../components/add-to-basket-control.tsx';
import { OrderGuideToggle } from '../../../components/order-guide-toggle.tsx';
import { OrderCode, PackAndUnitPrice, StockLevelNote } from '../../../components/product-facts.tsx';
import { ProductPrice } from '../../../components/product-price.tsx';
import { StarRating } from '../../../components/star-rating.tsx';
import { WishlistToggle } from '../../../components/wishlist-toggle.tsx';
import { AllergenTable } from './allergen-table.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ReviewsSection } from './reviews-section.tsx';

/** Everything about one product: gallery, facts, buying controls, description and reviews. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const rating = shownRating(product);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery key={product.id} images={product.images} name={product.name} />
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-sm">
              <span className="text-neutral-500">Category: </span>
              <Link
                to={`/categories/${product.category.slug}`}
                className="font-semibold text-amber-700 hover:underline"
              >
                {humanize(product.category.name)}
              </Link>
            </p>
            <h1 className="mt-1 text-2xl font-bold text-neutral-900 sm:text-3xl">{product.name}</h1>
            <OrderCode code={product.order_code} />
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-neutral-600">
              <StarRating rating={rating} size="lg" />
              {rating !== null && <span>{rating.toFixed(1)}</span>}
              {/* Unrated, it still leads to the reviews, where 'Write a review' is. */}
              <a href="#reviews" className="text-amber-700 hover:underline">
                {rating === null
                  ? 'No reviews yet'
                  : `${abbreviateCount(product.reviews_count)} ${product.reviews_count === 1 ? 'review' : 'reviews'}`}
              </a>
            </div>
          </div>
          <div className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
            <ProductPrice price={product.price} specialPrice={product.special_price} size="lg" />
            <PackAndUnitPrice product={product} />
            <p className="mt-1 text-xs text-neutral-500">Prices exclude VAT.</p>
            <div className="mt-2">
              <StockLevelNote level={product.stock_level} />
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <AddToBasketControl product={product} size="lg" />
              <WishlistToggle product={product} variant="button" />
              <OrderGuideToggle product={product} />
            </div>
          </div>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-lg font-bold text-neutral-900">
              Description
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-neutral-700">{product.description}</p>
          </section>
          <AllergenTable allergens={product.allergens} />
        </div>
      </div>
      <ReviewsSection product={product} />
    </div>
  );
}
