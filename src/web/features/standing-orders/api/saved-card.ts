import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveCardAnswer, SavedCardAnswer } from '../../../../domain/schemas/standing-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const savedCardKey = (userId: number) => ['saved-card', userId] as const;
const PATH = '/api/standing-orders/saved-card';

/**
 * The card saved for the venue's standing orders (decision 0195). Back from the provider's page
 * (`waitingForCard`), it is read every second until the provider's event has saved it.
 */
export function useSavedCard(userId: number, waitingForCard: boolean) {
  return useQuery({
    queryKey: savedCardKey(userId),
    queryFn: ({ signal }) => apiRequest<SavedCardAnswer>(PATH, { signal }),
    enabled: userId > 0,
    refetchInterval: (query) => (waitingForCard && !query.state.data?.card ? 1000 : false),
  });
}

/** Opens the provider's page that saves (or replaces) the card; the browser then goes there. */
export function useSaveCard() {
  return useMutation({ mutationFn: () => apiRequest<SaveCardAnswer>(PATH, { method: 'POST' }) });
}

/** Removes the saved card: card deliveries then await payment. */
export function useRemoveCard(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SavedCardAnswer>(PATH, { method: 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(savedCardKey(userId), answer),
  });
}
