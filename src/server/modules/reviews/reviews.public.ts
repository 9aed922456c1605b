// What other modules use of reviews: they import it from this file only, never from the module's own
// files (docs/architecture.md §1). Add a name here when another module needs it.
export { ratingStats, updateProductRating } from './reviews.repository.ts';
export { averageRating } from './reviews.service.ts';
