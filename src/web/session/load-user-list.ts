import { ApiRequestError, apiRequest } from '../lib/api-client.ts';

/**
 * docs/product.md §8.1: a failed address fetch yields an empty list and a console message. (Orders and the
 * wishlist no longer do: their pages say the load failed and offer Retry instead.) A 401 is passed
 * on: the session has ended, and the query cache signs the visitor out (end-expired-session.ts).
 */
export async function loadUserList<T>(path: string, what: string, signal?: AbortSignal): Promise<T[]> {
  try {
    return await apiRequest<T[]>(path, { signal });
  } catch (error) {
    if (signal?.aborted || (error instanceof ApiRequestError && error.status === 401)) throw error;
    console.error(`Could not load the ${what}`, error);
    return [];
  }
}
