/** Texts the spec fixes word for word; e2e tests look for them. */
export const NO_MATCH_TEXT = "The search doesn't match any product.";
export const SEARCH_ERROR_TEXT = "Sorry! Can't load data, Server error happened!";
