import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/schemas/account.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { sessionKeys } from '../query-keys.ts';

/**
 * The signed-in user, loaded once per token. `user` is null for a guest and while loading;
 * `isLoading` tells the two apart. A failed load signs the user out (SessionLoader does that).
 */
export function useCurrentUser() {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({
    queryKey: sessionKeys.user(token),
    queryFn: ({ signal }) => apiRequest<User>('/api/user', { signal }),
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

/**
 * Who a list of the signed-in user's is loaded for: the id of the user with that `role` (0 when
 * there is none), and whether the user is still loading — until then no list can say it is empty.
 */
export function useListOwner(role: 'buyer' | 'seller'): { ownerId: number; isUserLoading: boolean } {
  const { user, isLoading } = useCurrentUser();
  const owns = role === 'buyer' ? isBuyer(user) : user?.role === 'seller';
  return { ownerId: owns && user ? user.id : 0, isUserLoading: isLoading };
}
