import { ApiRequestError, apiRequest } from '../lib/api-client.ts';

/**
 * SPEC 8: a failed wishlist, address or order fetch yields an empty list and a console message,
 * so the page shows its empty state rather than an error. A 401 is passed on instead: the session
 * has ended, and the query cache signs the visitor out (end-expired-session.ts).
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
