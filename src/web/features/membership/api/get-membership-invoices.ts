import { useQuery } from '@tanstack/react-query';
import type { MembershipInvoice } from '../../../../domain/schemas/membership.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const membershipInvoicesKey = (userId: number) => ['membership-invoices', userId] as const;

/**
 * The signed-in customer's membership invoices, newest first; each `path` is a signed link to the
 * PDF (valid for an hour), opened without a bearer header.
 */
export function useMembershipInvoices(userId: number) {
  return useQuery({
    queryKey: membershipInvoicesKey(userId),
    queryFn: ({ signal }) => apiRequest<MembershipInvoice[]>('/api/membership/invoices', { signal }),
    enabled: userId > 0,
    // The download links expire after an hour: a page left open gets fresh ones well before that.
    refetchInterval: 30 * 60_000,
  });
}
