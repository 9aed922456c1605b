import { useQuery } from '@tanstack/react-query';
import type { MembershipStatusResponse } from '../../../../domain/schemas/membership.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const membershipKey = (userId: number) => ['membership', userId] as const;

/** GET /api/membership: when the signed-in customer's rolling membership next renews. */
export function useMembership(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: membershipKey(userId),
    queryFn: ({ signal }) => apiRequest<MembershipStatusResponse>('/api/membership', { signal }),
    enabled: enabled && userId > 0,
  });
}
