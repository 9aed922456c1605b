import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../domain/schemas/account.ts';
import type {
  NewSavedBasketBody,
  SavedBasketContents,
  SavedBasketList,
  SavedBasketSummary,
} from '../../../domain/schemas/saved-baskets.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';
import { listFailure } from './user-list-query.ts';

/**
 * The signed-in venue's saved baskets (GET /api/saved-baskets). Shared by the basket page, which
 * saves one, and the saved baskets page, which lists, loads, renames and deletes them.
 */
export function useSavedBaskets() {
  const owner = useListOwner('buyer');
  const userId = owner.ownerId;
  const query = useQuery({
    queryKey: sessionKeys.savedBaskets(userId),
    queryFn: ({ signal }) => apiRequest<SavedBasketList>('/api/saved-baskets', { signal }),
    enabled: userId > 0,
  });
  return {
    baskets: query.data?.baskets ?? [],
    isLoading: owner.isUserLoading || (userId > 0 && query.isPending),
    ...listFailure(query, owner),
    userId,
  };
}

export type SavedBasketChange =
  | { kind: 'save'; body: NewSavedBasketBody }
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'delete'; id: number };

function send(change: SavedBasketChange): Promise<SavedBasketSummary | SuccessResponse> {
  switch (change.kind) {
    case 'save':
      return apiRequest('/api/saved-baskets', { method: 'POST', body: change.body });
    case 'rename':
      return apiRequest(`/api/saved-baskets/${change.id}`, { method: 'PATCH', body: { name: change.name } });
    case 'delete':
      return apiRequest(`/api/saved-baskets/${change.id}`, { method: 'DELETE' });
  }
}

/** Saves, renames or deletes a basket; the list is then read again from the server. */
export function useChangeSavedBaskets(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.savedBaskets(userId) }),
  });
}

/** GET /api/saved-baskets/{id}: the basket at today's prices, and what is no longer sold. */
export function fetchSavedBasket(id: number): Promise<SavedBasketContents> {
  return apiRequest<SavedBasketContents>(`/api/saved-baskets/${id}`);
}
