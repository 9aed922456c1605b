/** Texts the spec fixes word for word; e2e tests look for them. */
export const PRODUCTS_ERROR_TEXT = "Sorry! Can't load data, Server error happened!";
export const PRODUCTS_EMPTY_TEXT = 'No Products Found!';
export const CATEGORIES_ERROR_TEXT = "Sorry! Can't load Categories, Server error happened!";
export const CATEGORIES_EMPTY_TEXT = 'No Categories Found!';
export const REVIEW_NETWORK_ERROR_TEXT =
  'An error occurred while submitting your review. Please try again later.';
