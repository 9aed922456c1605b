import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '../../domain/schemas/account.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { sessionKeys } from './query-keys.ts';

/** Keeps a returned token and user, so the next screen already knows who is signed in. */
export function useSignIn(): (response: AuthResponse) => void {
  const setToken = useSessionStore((state) => state.setToken);
  const queryClient = useQueryClient();
  return (response) => {
    queryClient.setQueryData(sessionKeys.user(response.token), response.user);
    setToken(response.token);
  };
}
