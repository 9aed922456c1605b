import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageResponse } from '../../../../domain/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/forgot-password: the server mails a reset link; refusals come back under errors.email. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
