import { useQuery } from '@tanstack/react-query';
import type { SellerStanding } from '../../../../domain/schemas/approvals.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/seller/account: whether staff have approved the seller's account yet. */
export function useSellerStanding() {
  return useQuery({
    queryKey: ['back-office', 'seller', 'standing'],
    queryFn: ({ signal }) => apiRequest<SellerStanding>('/api/seller/account', { signal }),
  });
}
