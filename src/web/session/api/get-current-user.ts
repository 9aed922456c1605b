import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/schemas/account.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { takeEarlyAnswer } from '../early-requests.ts';
import { sessionKeys } from '../query-keys.ts';

/** Only the server saying the token is no good (401) ends a session; anything else may pass. */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/**
 * The signed-in user, loaded once per token. `user` is null for a guest and while loading;
 * `isLoading` tells the two apart. A 401 signs the user out (SessionLoader does that); a network
 * failure or a server error keeps the token, is tried again once, and `isError` then says the user
 * could not be loaded, for `retry` to try again.
 */
export function useCurrentUser() {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({
    queryKey: sessionKeys.user(token),
    queryFn: ({ signal }) => takeEarlyAnswer('/api/user', () => apiRequest<User>('/api/user', { signal })),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 1 && !isSessionRefused(error),
  });
  return {
    user: token ? (query.data ?? null) : null,
    isLoading: Boolean(token) && query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    retry: query.refetch,
    token,
  };
}

/** A buyer keeps a wishlist, addresses and orders; a seller has their own products instead. */
export function isBuyer(user: User | null): user is User {
  return user !== null && user.role !== 'seller';
}

/**
 * Who a list of the signed-in user's is loaded for: the id of the user with that `role` (0 when
 * there is none), and whether the user is still loading — until then no list can say it is empty.
 * `userFailed` says the user could not be loaded (a list cannot say it is empty then either), and
 * `retryUser` tries again.
 */
export function useListOwner(role: 'buyer' | 'seller') {
  const { user, isLoading, isError, isFetching, retry, token } = useCurrentUser();
  const owns = role === 'buyer' ? isBuyer(user) : user?.role === 'seller';
  return {
    ownerId: owns && user ? user.id : 0,
    isUserLoading: isLoading,
    userFailed: Boolean(token) && user === null && isError,
    isUserRetrying: isError && isFetching,
    retryUser: retry,
  };
}
