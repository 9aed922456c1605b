import { useQuery } from '@tanstack/react-query';
import type { MyCreditNotes } from '../../../../domain/schemas/credit-notes.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/myorders/{order_id}/credit-notes: the credit notes of one of the customer's orders. */
export function useOrderCreditNotes(orderNumber: string) {
  return useQuery({
    queryKey: ['my-credit-notes', orderNumber] as const,
    queryFn: ({ signal }) =>
      apiRequest<MyCreditNotes>(`/api/myorders/${encodeURIComponent(orderNumber)}/credit-notes`, { signal }),
    enabled: orderNumber !== '',
    retry: false,
  });
}
