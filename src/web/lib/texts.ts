/** docs/product.md §8.1's answer to any failure that has no text of its own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong!';
