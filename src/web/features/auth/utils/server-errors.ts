import { ApiRequestError } from '../../../lib/api-client.ts';

/** docs/product.md §8.1: what a form says when the server's answer names no field it can point to. */

/** The server's first text for one field, when the failure was a refusal that names it. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.errors[field]?.[0] : undefined;
}

/** True for a rate-limit refusal, whose message (wait and retry) is worth showing as it is. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 429;
}
