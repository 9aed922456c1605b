import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '../../../../domain/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/register: creates the account and answers with its first session token. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
