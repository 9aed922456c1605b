import { useQuery } from '@tanstack/react-query';
import type { DeliveryRun, RunSlot } from '../../../../domain/schemas/admin-orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The query string of a run: the day, and the slot unless the whole day is wanted. */
export function runQuery(day: string, slot: RunSlot | null): string {
  const params = new URLSearchParams({ day });
  if (slot) params.set('slot', slot);
  return params.toString();
}

/** GET /api/admin/delivery-runs. */
export function getDeliveryRun(
  day: string,
  slot: RunSlot | null,
  signal?: AbortSignal,
): Promise<DeliveryRun> {
  return apiRequest<DeliveryRun>(`/api/admin/delivery-runs?${runQuery(day, slot)}`, { signal });
}

export function useDeliveryRun(day: string, slot: RunSlot | null) {
  return useQuery({
    queryKey: ['admin', 'delivery-run', day, slot] as const,
    queryFn: ({ signal }) => getDeliveryRun(day, slot, signal),
  });
}
