import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/schemas/account.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { sessionKeys } from '../query-keys.ts';

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/user', { signal });
}

/**
 * The signed-in user, loaded once per token. `user` is null for a guest and while loading;
 * `isLoading` tells the two apart. A failed load signs the user out (SessionLoader does that).
 */
export function useCurrentUser() {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({
    queryKey: sessionKeys.user(token),
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    user: token ? (query.data ?? null) : null,
    isLoading: Boolean(token) && query.isPending,
    isError: query.isError,
    token,
  };
}

/** A buyer keeps a wishlist, addresses and orders; a seller has their own products instead. */
export function isBuyer(user: User | null): user is User {
  return user !== null && user.role !== 'seller';
}
