import { useQuery } from '@tanstack/react-query';
import type { DeliveryOffer } from '../../../../domain/delivery-slot-offers.ts';
import { DeliveryDaysResponse } from '../../../../domain/schemas/delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Asked again this often, so a checkout left open past 8pm or midnight offers the days of the new moment. */
const REFRESH_MS = 30_000;

function toOption(day: DeliveryDaysResponse['days'][number]): DeliveryOffer {
  return {
    date: day.date,
    name: day.name,
    dateLabel: day.date_label,
    isToday: day.is_today,
    available: day.available,
    unavailableReason: day.unavailable_reason,
    slots: day.slots.map((slot) => ({
      value: slot.value,
      label: slot.label,
      cutoffAt: new Date(slot.cutoff_at),
      availability: slot.availability,
      placesLeft: slot.places_left,
      unavailableReason: slot.unavailable_reason,
    })),
  };
}

export async function getDeliveryDays(signal?: AbortSignal): Promise<DeliveryOffer[]> {
  const answer = DeliveryDaysResponse.parse(await apiRequest<unknown>('/api/delivery-days', { signal }));
  return answer.days.map(toOption);
}

/**
 * GET /api/delivery-days: the days the server will accept now, London dates from its clock. The
 * browser's clock and time zone play no part, so a customer in New York or Tokyo is offered what
 * the order endpoint takes.
 */
export function useDeliveryDays() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    // Under the token, so it goes with the session's other data at logout.
    queryKey: ['delivery-days', token],
    queryFn: ({ signal }) => getDeliveryDays(signal),
    enabled: token !== null,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}
