import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';

/** docs/product.md §8.1: what a form says when the server's answer names no field it can point to. */

/** The server's first text for one field, when the failure was a refusal that names it. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.errors[field]?.[0] : undefined;
}

/**
 * The server's own message for a refusal it explains (a 4xx such as a rate limit); anything else,
 * a network failure or a 5xx, gets the generic text rather than a technical one.
 */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return SOMETHING_WENT_WRONG;
}

/** True for a rate-limit refusal, whose message (wait and retry) is worth showing as it is. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 429;
}
