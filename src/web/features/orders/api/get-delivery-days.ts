import { useQuery } from '@tanstack/react-query';
import { DeliveryDaysResponse } from '../../../../domain/schemas/delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/delivery-days, for moving an order to another day or slot: the days and slots the server
 * takes now, each with why it cannot be chosen (the server checks the choice again).
 */
export function useDeliveryDaysForChange(enabled: boolean) {
  return useQuery({
    queryKey: ['delivery-days-for-change'],
    queryFn: async ({ signal }) =>
      DeliveryDaysResponse.parse(await apiRequest<unknown>('/api/delivery-days', { signal })).days,
    enabled,
    staleTime: 0,
  });
}
