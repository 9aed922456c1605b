import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../domain/schemas/account.ts';
import type {
  NewStandingOrderBody,
  OccurrenceQuantitiesBody,
  StandingOrder,
  StandingOrderList,
} from '../../../domain/schemas/standing-orders.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';
import { listFailure } from './user-list-query.ts';

/**
 * The signed-in venue's standing orders (GET /api/standing-orders). Shared by the pages that make
 * one (the basket, the order guide, a past order) and the standing orders page.
 */
export function useStandingOrders() {
  const owner = useListOwner('buyer');
  const userId = owner.ownerId;
  const query = useQuery({
    queryKey: sessionKeys.standingOrders(userId),
    queryFn: ({ signal }) => apiRequest<StandingOrderList>('/api/standing-orders', { signal }),
    enabled: userId > 0,
  });
  return {
    standingOrders: query.data?.standing_orders ?? [],
    isLoading: owner.isUserLoading || (userId > 0 && query.isPending),
    ...listFailure(query, owner),
    userId,
  };
}

export type StandingOrderChange =
  | { kind: 'create'; body: NewStandingOrderBody }
  | { kind: 'edit'; id: number; body: NewStandingOrderBody }
  | { kind: 'pause' | 'resume' | 'delete'; id: number }
  | { kind: 'skip' | 'unskip'; id: number; date: string }
  | { kind: 'quantities'; id: number; date: string; body: OccurrenceQuantitiesBody };

function send(change: StandingOrderChange): Promise<StandingOrder | SuccessResponse> {
  const base = '/api/standing-orders';
  switch (change.kind) {
    case 'create':
      return apiRequest(base, { method: 'POST', body: change.body });
    case 'edit':
      return apiRequest(`${base}/${change.id}`, { method: 'PUT', body: change.body });
    case 'pause':
    case 'resume':
      return apiRequest(`${base}/${change.id}/${change.kind}`, { method: 'POST' });
    case 'delete':
      return apiRequest(`${base}/${change.id}`, { method: 'DELETE' });
    case 'skip':
    case 'unskip':
      return apiRequest(`${base}/${change.id}/occurrences/${change.date}/skip`, {
        method: change.kind === 'skip' ? 'PUT' : 'DELETE',
      });
    case 'quantities':
      return apiRequest(`${base}/${change.id}/occurrences/${change.date}/lines`, {
        method: 'PUT',
        body: change.body,
      });
  }
}

/** Makes, changes or deletes a standing order; the list is then read again from the server. */
export function useChangeStandingOrders(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.standingOrders(userId) }),
  });
}
