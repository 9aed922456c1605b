import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySlot } from '../../../../domain/delivery.ts';
import {
  DeliveryDaysResponse,
  SlotHoldResponse,
  type SlotHoldView,
} from '../../../../domain/schemas/delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Asked again this often, so a hold shown as held is gone soon after it expires. */
const REFRESH_MS = 30_000;

function useHoldKey() {
  const token = useSessionStore((state) => state.token);
  return { token, key: ['slot-hold', token] as const };
}

/** The venue's own live hold (GET /api/delivery-days answers it), kept by the server: it survives a reload. */
export function useSlotHold() {
  const { token, key } = useHoldKey();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<SlotHoldView | null> =>
      DeliveryDaysResponse.parse(await apiRequest<unknown>('/api/delivery-days', { signal })).hold,
    enabled: token !== null,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * Holds a slot (POST) or releases the hold (DELETE /api/delivery-slot-hold); either way the slot
 * list is asked again, since the places left other venues see have changed.
 */
export function useChangeSlotHold() {
  const queryClient = useQueryClient();
  const { key } = useHoldKey();
  return useMutation({
    mutationFn: async (choice: { date: string; slot: DeliverySlot } | null) =>
      SlotHoldResponse.parse(
        choice === null
          ? await apiRequest<unknown>('/api/delivery-slot-hold', { method: 'DELETE' })
          : await apiRequest<unknown>('/api/delivery-slot-hold', { method: 'POST', body: choice }),
      ).hold,
    onSuccess: (hold) => {
      queryClient.setQueryData(key, hold);
      void queryClient.invalidateQueries({ queryKey: ['delivery-days'] });
    },
  });
}
