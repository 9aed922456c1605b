import { ApiRequestError } from './api-client.ts';
import { SOMETHING_WENT_WRONG } from './texts.ts';

/**
 * The server's own message for a refusal it explains (a 4xx such as a rate limit); anything else,
 * a network failure or a 5xx, gets the generic text rather than a technical one (docs/product.md §8.1).
 */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return SOMETHING_WENT_WRONG;
}
