/**
 * The rating a product shows: docs/product.md §3 rates a product 1 to 5, the mean of its reviews. A product
 * nobody has reviewed yet (new in the back office, or every review hidden) has no rating at all;
 * the server stores 0 for it, which must not read as "0.0 out of 5", a score nobody gave.
 */
export function shownRating(product: { rating: number; reviews_count: number }): number | null {
  return product.reviews_count > 0 ? product.rating : null;
}
