import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSubscriptionResponse } from '../../../../domain/schemas/membership.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { membershipKey } from './get-membership.ts';

/**
 * POST /api/cancel/subscription {user_id, email}: the membership stops renewing and ends with the
 * paid period. Either way the user is reloaded, so the page shows what the server now has (the end
 * date after a success; a membership that had already ended after a 409).
 */
export function useCancelSubscription(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, email }: { userId: number; email: string }) =>
      apiRequest<CancelSubscriptionResponse>('/api/cancel/subscription', {
        method: 'POST',
        body: { user_id: userId, email },
      }),
    onError: (error) => console.error('The subscription could not be cancelled', error),
    onSettled: (_data, _error, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.user(token) }),
        queryClient.invalidateQueries({ queryKey: membershipKey(userId) }),
      ]),
  });
}
