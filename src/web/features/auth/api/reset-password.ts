import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '../../../../domain/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/reset-password with the token from the mailed link. Success ends every session. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
