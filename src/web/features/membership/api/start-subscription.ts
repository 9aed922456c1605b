import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionSessionResponse } from '../../../../domain/schemas/membership.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

/**
 * POST /api/subscription {user_id, email}: a subscription checkout session with the card payment
 * provider, resolved with the page where the customer pays. Visiting that page (or coming back from
 * it) makes nobody a member: the provider's event does, on the server.
 */
export async function startSubscription(userId: number, email: string): Promise<string> {
  const answer = await apiRequest<Partial<SubscriptionSessionResponse> | null>('/api/subscription', {
    method: 'POST',
    body: { user_id: userId, email },
  });
  if (typeof answer?.url !== 'string' || answer.url === '') {
    throw new Error('The payment service answered without a payment page.');
  }
  return answer.url;
}

/**
 * Subscribe Now. A 409 means the server already has the customer as a member (another tab, or a
 * confirmation this page has not seen yet), so the user is reloaded and the page follows the server.
 */
export function useStartSubscription(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, email }: { userId: number; email: string }) => startSubscription(userId, email),
    onError: (error) => {
      console.error('The subscription could not be started', error);
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.user(token) });
      }
    },
  });
}
