import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * A 401 while holding a token means the server has ended the session (logged out elsewhere, a
 * password reset, thirty days passed). Sign out here too, at once, rather than leave the header
 * claiming a session whose every request fails. Wired into the query and mutation caches.
 */
export function endExpiredSession(error: unknown, queryClient: QueryClient): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  const { token, setToken } = useSessionStore.getState();
  if (!token) return;
  setToken(null);
  queryClient.clear();
}
