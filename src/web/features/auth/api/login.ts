import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '../../../../domain/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/login: a token and the user, or 422 with the reason under errors.password. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
